/**
 * The design tokens of @rebond/ui (`--rb-*`, with the light, dark and high-contrast themes), put at
 * the top of every widget's shadow root: its `:host` rules give the widget the same names and
 * values as the ui, and a page themes a widget by setting them on the element itself.
 */
import tokens from '@rebond/ui/tokens.css?raw';

export const tokenStyles: string = tokens;
