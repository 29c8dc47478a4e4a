// A refusal repeated (a phone player tapping the same unreachable square twice) shows once, not stacked over the board.
import { describe, expect, it } from 'vitest';
import { useStore } from '../../client/store';

describe('messages in the corner', () => {
  it('the same message again replaces the one showing; different ones stack, at most four', () => {
    useStore.setState({ toasts: [] });
    const { toast } = useStore.getState();
    toast('Too far this way.');
    toast('Too far this way.');
    expect(useStore.getState().toasts.map((t) => t.text)).toEqual(['Too far this way.']);
    for (const text of ['a', 'b', 'c', 'd']) toast(text);
    expect(useStore.getState().toasts.map((t) => t.text)).toEqual(['a', 'b', 'c', 'd']);
  });
});
