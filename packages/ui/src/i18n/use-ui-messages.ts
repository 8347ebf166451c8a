import { createMessagesHook } from './locale';
import { type UiMessages, uiMessages } from './ui-messages';

export { type UiMessages, uiMessages };

/** Reads the ui message catalogue of the active locale (set by `LocaleProvider`). */
export const useUiMessages = /* @__PURE__ */ createMessagesHook<UiMessages>(uiMessages);
