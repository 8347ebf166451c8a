import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens a select (a Radix `combobox`) with a click and clicks one of its options, as a user would. */
export async function chooseOption(combobox: HTMLElement, option: string | RegExp): Promise<void> {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The names of a select's options: opens it, reads them and closes it with Escape. */
export async function optionNames(combobox: HTMLElement): Promise<string[]> {
  await userEvent.click(combobox);
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}
