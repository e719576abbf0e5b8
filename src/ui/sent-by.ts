// A form that the page sends itself (its chart sends it, or a call): the browser's own submission, which would load
// a new page, is held back.
import type { FormEvent } from 'react';

/** The submit handler of a form sent by `send` (`<form onSubmit={sentBy(() => actor.send({ type: 'SUBMIT' }))}>`). */
export const sentBy = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};
