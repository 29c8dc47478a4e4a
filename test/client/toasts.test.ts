// Refusals never stack over the board: a new one takes the place of the one showing (one error and one notice at most).
import { describe, expect, it } from 'vitest';
import { useStore } from '../../client/shell/store';

describe('messages in the corner', () => {
  it('a message replaces the one of its kind showing: one error and one notice at most', () => {
    useStore.setState({ toasts: [] });
    const { toast } = useStore.getState();
    toast('Too far this way.');
    toast('Too far this way.');
    expect(useStore.getState().toasts.map((t) => t.text)).toEqual(['Too far this way.']);
    for (const text of ['a', 'b', 'c', 'd']) toast(text);
    expect(useStore.getState().toasts.map((t) => t.text)).toEqual(['d']);
    toast('Invite link copied.', 'info');
    toast('Out of reach.');
    expect(useStore.getState().toasts.map((t) => t.text)).toEqual(['Invite link copied.', 'Out of reach.']);
  });
});
