export { type HelpContactInfo, HelpTab, type HelpTabProps } from './help-tab';
export {
  HELP_RESOURCE_IDS,
  HELP_SERVICES,
  type HelpResourceId,
  type HelpServiceState,
} from './help-tab-data';
export { type HelpTabMessages, helpTabCatalogue, useHelpTabMessages } from './messages';
