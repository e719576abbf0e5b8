import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The item-review machine's graph paths replayed through the order details page of a delivered order
// (/my-orders/100001, its first item "Lemon Soap") against the fake API: OPEN is a click on "Write a review", RATE a
// click on a star, COMMENT typing the review, ADD_IMAGES files chosen under "Add images", REMOVE_IMAGE a thumbnail's
// Remove button, SUBMIT / RETRY / CLOSE the dialog's buttons; the held POST reviews/submit is answered as the path's
// done / error events say. After every step the screen declared below for the state must show.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { itemReviewMachine } from '../../../machines/item-review.machine.ts';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { error, json, type FakeApi, type FakeRequest } from '../../support/fake-api.ts';
import { describePath, machineCoverage, replaySteps, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { itemReviewPaths } from '../../machines/item-review.paths.ts';
import {
  itemReviewApi,
  makeOrder,
  ORDER_ID as ID,
  REVIEW_SUBMIT as SUBMIT,
  REVIEWED_ITEM as ITEM,
} from './order-fixtures.ts';

let api: FakeApi;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  api = itemReviewApi();
});

async function open() {
  return renderWithProviders(<p>elsewhere</p>, {
    route: `/my-orders/${ID}`,
    routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
  });
}

const dialog = () => screen.queryByRole('dialog', { name: `Review ${ITEM}` });
const inDialog = () => within(dialog()!);
const button = (name: string) => inDialog().getByRole('button', { name });

/** The multipart form the app sent, read back as FormData. */
const sentForm = (request: FakeRequest) =>
  new Response(request.body as string, {
    headers: { 'content-type': request.headers.get('content-type')! },
  }).formData();

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'OPEN':
      return user.click(screen.getByRole('button', { name: `Write a review of ${ITEM}` }));
    case 'RATE':
      return user.click(inDialog().getByRole('radio', { name: `${event.rating as number} stars` }));
    case 'COMMENT': {
      const box = inDialog().getByRole('textbox', { name: 'Your review' });
      await user.clear(box);
      return user.type(box, event.comment as string);
    }
    case 'ADD_IMAGES': {
      const input = inDialog().getByLabelText('Add images') as HTMLInputElement;
      return act(async () => void fireEvent.change(input, { target: { files: event.files as File[] } }));
    }
    case 'REMOVE_IMAGE':
      return user.click(button(`Remove image ${(event.index as number) + 1}`));
    case 'SUBMIT':
      return user.click(button('Submit review'));
    case 'RETRY':
      return user.click(button('Try again'));
    case 'CLOSE':
      return user.click(button('Close'));
    case 'xstate.done.actor.submitReview':
      await waitFor(() => expect(api.waiting(SUBMIT)).toBe(1));
      return act(async () => api.release(SUBMIT, json({ message: event.output as string })));
    case 'xstate.error.actor.submitReview':
      await waitFor(() => expect(api.waiting(SUBMIT)).toBe(1));
      return act(async () => api.release(SUBMIT, error(403, 'review', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  context: { rating: number | null; comment: string; images: Blob[]; imageProblem: string | null };
}

/** The form as the context says it is: the stars checked, the comment, one thumbnail per image, the problem named. */
function expectForm({ context }: Facts) {
  const stars = inDialog().getAllByRole('radio');
  expect(stars).toHaveLength(5);
  const checked = stars
    .filter((s) => s.getAttribute('aria-checked') === 'true')
    .map((s) => s.getAttribute('aria-label'));
  expect(checked).toEqual(context.rating ? [`${context.rating} stars`] : []);
  expect(inDialog().getByRole('textbox', { name: 'Your review' })).toHaveValue(context.comment);
  expect(inDialog().queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(context.images.length);
  if (context.imageProblem === 'format')
    expect(inDialog().getByText(/This file format is not supported/)).toBeInTheDocument();
  if (context.imageProblem === 'count')
    expect(inDialog().getByText('Maximum 3 images can be send at a time.')).toBeInTheDocument();
  if (!context.imageProblem) expect(inDialog().queryByText(/not supported|Maximum 3 images/)).toBeNull();
}

async function expectState(state: string, facts: Facts) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(screen.getByRole('button', { name: `Write a review of ${ITEM}` })).toBeEnabled();
      break;
    case 'form.editing': {
      await waitFor(() => expect(dialog()).not.toBeNull());
      await inDialog().findAllByRole('radio');
      expectForm(facts);
      const complete = facts.context.rating !== null && facts.context.comment.trim() !== '';
      if (complete) expect(button('Submit review')).toBeEnabled();
      else expect(button('Submit review')).toBeDisabled();
      break;
    }
    case 'submitting': {
      await waitFor(() => expect(api.waiting(SUBMIT)).toBe(1));
      const form = await sentForm(api.calls(SUBMIT).at(-1)!);
      expect(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))).toEqual({
        item_id: '41',
        order_id: String(ID),
        rating: String(facts.context.rating),
        comment: facts.context.comment.trim(),
      });
      expect(form.getAll('attachment[]')).toHaveLength(facts.context.images.length);
      expect(inDialog().getByRole('button', { name: 'Sending…' })).toBeDisabled();
      break;
    }
    case 'form.failed': {
      const message = (facts.event.error as Error).message;
      expect(await inDialog().findByText(message)).toBeInTheDocument();
      expectForm(facts); // everything is kept
      expect(button('Try again')).toBeEnabled();
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      break;
    }
    case 'reviewed':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(await screen.findByText('Review submitted successfully.')).toBeInTheDocument();
      expect(screen.getByText('Reviewed')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Write a review of ${ITEM}` })).toBeNull();
      // the other item can still be reviewed
      expect(screen.getByRole('button', { name: 'Write a review of Pizza' })).toBeEnabled();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('order details page (item-review paths replayed through the view)', () => {
  const paths = viewPaths(itemReviewPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(itemReviewPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: itemReviewMachine, input: { orderId: ID, itemId: 41 } }, path);
      await open();
      await screen.findByRole('heading', { name: `Order #${ID}` }, { timeout: 30_000 });
      // the order's lines come with their own answer, after the order's
      await screen.findByRole('button', { name: `Write a review of ${ITEM}` });
      await expectState('idle', {
        event: { type: 'xstate.init' },
        context: { rating: null, comment: '', images: [], imageProblem: null },
      });
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), {
          event: step.event as never,
          context: step.after.context as Facts['context'],
        });
      }
    },
    60_000,
  );

  it('an order not yet delivered offers no review', async () => {
    api.on('GET /api/v1/customer/order/track', json(makeOrder(ID, { order_status: 'processing' })));
    await open();
    await screen.findByRole('heading', { name: `Order #${ID}` });
    // the lines are there (their own answer), without a review button
    expect((await screen.findAllByText(ITEM)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Write a review/ })).toBeNull();
  });
});
