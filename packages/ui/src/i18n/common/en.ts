/**
 * English texts shared by the smallest parts (the spinner's label, a required field's mark), kept
 * apart from the ui catalogue so that a `Button` carries only these few words.
 */
export const en = {
  opensInNewTab: '(opens in a new tab)',
  loading: 'Loading...',
  required: 'required',
};

/** The shape of the common catalogue, defined by the English one. */
export type CommonMessages = typeof en;
