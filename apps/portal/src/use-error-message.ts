import { type ErrorContext, toUserMessage } from '@rebond/sdk';
import { useCallback } from 'react';
import { usePortalMessages } from './messages';

/** Turns a thrown error into the translated message spec section 8 prescribes. */
export function useErrorMessage() {
  const messages = usePortalMessages();
  return useCallback(
    (error: unknown, context: ErrorContext): string => {
      const message = toUserMessage(error, context);
      switch (message.kind) {
        case 'detail':
          return message.text;
        case 'message':
          return messages.errors[message.key];
        case 'template':
          return message.key === 'videoCreationFailedWithReason'
            ? messages.videoCreationFailedWithReason(message.detail)
            : messages.sessionCreateFailedWithDetail(message.detail);
      }
    },
    [messages],
  );
}
