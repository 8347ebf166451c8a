export { CopyField, type CopyFieldProps, type CopyState, useCopy } from './copy-field';
export { type EmbedKeyAvatar, EmbedKeyForm, type EmbedKeyFormProps } from './embed-key-form';
export { EmbedKeyList, type EmbedKeyListProps } from './embed-key-list';
export { EmbedKeys, type EmbedKeysProps, type EmbedKeysState } from './embed-keys';
export {
  DEFAULT_DAILY_SESSION_QUOTA,
  EMBED_KEY_LIMITS,
  EMBED_ORIGIN_PATTERN,
  type EmbedKeyFormErrors,
  type EmbedKeyFormValues,
  type EmbedKeyStatus,
  type EmbedSnippetInput,
  embedKeyStatus,
  emptyEmbedKeyForm,
  expiryFromDate,
  isValidEmbedOrigin,
  originHost,
  parseOrigins,
  serverSnippet,
  staticTagSnippet,
  tokenTagSnippet,
  validateEmbedKeyForm,
  widgetScriptUrl,
} from './embed-keys-model';
export { EmbedSecret, type EmbedSecretProps } from './embed-secret';
export { EmbedSnippets, type EmbedSnippetsProps } from './embed-snippets';
export { type EmbedKeysMessages, embedKeysCatalogue, useEmbedKeysMessages } from './messages';
export { RevokeEmbedKeyDialog, type RevokeEmbedKeyDialogProps } from './revoke-embed-key-dialog';
