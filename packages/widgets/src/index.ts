/**
 * `@rebond/widgets`: embeddable Rebond widgets for clinic websites, as custom elements with
 * Shadow DOM. Importing the package defines every element (safe to do twice) and registers the
 * api over `@rebond/sdk` unless a factory is registered already, so `import '@rebond/widgets'`
 * gives working elements, as the `<script>` build does.
 */
import { configureRecorderApi, getRecorderApiFactory } from './recorder/api';
import { sdkRecorderApi } from './recorder/sdk-api';

export type { ConsentType, Locale } from '@rebond/ui/messages';
export {
  type ConsentDecision,
  type ConsentNoticeState,
  defineConsentNotice,
  RebondConsentNotice,
} from './consent-notice/consent-notice';
export { defineElement, type RebondWidgetsRegistry } from './define';
export type {
  RebondConsentDetail,
  RebondErrorDetail,
  RebondErrorStep,
  RebondEventMap,
  RebondEventName,
  RebondReadyDetail,
  RebondRecordingStartDetail,
  RebondRecordingStopDetail,
  RebondReplyProgressDetail,
  RebondReplyReadyDetail,
  RebondSessionEndDetail,
  RebondTokenExpiringDetail,
} from './events';
export {
  init,
  installRebond,
  off,
  on,
  type RebondCommand,
  type RebondEventHandler,
  type RebondGlobal,
  type RebondInitOptions,
} from './rebond';
export {
  configureRecorderApi,
  EMBED_ERROR_KINDS,
  type EmbedContext,
  EmbedError,
  type EmbedErrorKind,
  type EmbedReply,
  embedErrorKind,
  getRecorderApiFactory,
  isEmbedError,
  REPLY_STAGES,
  type RecorderApi,
  type RecorderApiConfig,
  type RecorderApiFactory,
  type ReplyProgress,
  type ReplyStage,
} from './recorder/api';
export { buildWebVtt } from './recorder/captions';
export { defineRecorder, RebondRecorder, type RecorderWidgetState } from './recorder/recorder';
export { sdkRecorderApi } from './recorder/sdk-api';
export {
  createVisitorFlow,
  type VisitorFlow,
  type VisitorFlowError,
  type VisitorFlowEvent,
  type VisitorFlowOptions,
  type VisitorFlowPhase,
  type VisitorFlowSnapshot,
  type VisitorTurn,
} from './recorder/visitor-flow';
export { VERSION } from './version';

if (!getRecorderApiFactory()) configureRecorderApi(sdkRecorderApi);
