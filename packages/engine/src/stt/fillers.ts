/** What pocketsphinx writes besides words: sentence marks, silences, noises and unknown words. */
export const FILLERS = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+|<unk>)$/i;
