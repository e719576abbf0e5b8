// How a test works the kit's controls as a user does (src/ui): open a Select by its name, then click the option.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the select (combobox) named `label` (inside `container` when given) and chooses the option named `option`. */
export async function choose(label: string | RegExp, option: string | RegExp, container?: HTMLElement) {
  const user = userEvent.setup();
  const scope = container ? within(container) : screen;
  await user.click(scope.getByRole('combobox', { name: label }));
  // the listbox is positioned outside the container (a popover), so the option is looked up on the whole screen
  await user.click(await screen.findByRole('option', { name: option }));
}
