// The waiting room in the browser: a friend says they are ready and the creator sees it; the creator takes them off the
// crew, and the friend is told why, back in the lobby, and cannot board again. Where the crew's order is the seats' order
// (Merchant Voyages, not Pastry Pirates, which deals seats at random), the creator moves a friend down the list.
import { describe, expect, it } from 'vitest';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { boardByInvite, createRoom } from './lobbySteps';
import { KICKED_WORDS } from '../../shared/table/closeCodes';

const run = browserAvailable();

describe.runIf(run)('the waiting room', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('Ready shows to the creator, who can take a friend off the crew, and has no order to set where seats are dealt at random', async () => {
    const host = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const friend = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = [...watchErrors(host), ...watchErrors(friend)];
    await host.goto(`${server().url}/?pace=0`);
    const code = await createRoom(host, { name: 'Hana', captains: '3' });
    await boardByInvite(friend, server().url, code, 'Fay');
    const crew = host.getByRole('list', { name: 'The crew' });
    await expect.poll(() => crew.textContent(), { timeout: 20_000 }).toContain('Fay');
    await expect.poll(() => host.getByRole('status').filter({ hasText: 'ready' }).textContent(), { timeout: 20_000 }).toBe('0 of 1 ready');

    await friend.getByRole('button', { name: "I'm ready" }).click();
    await expect.poll(() => host.getByRole('status').filter({ hasText: 'ready' }).textContent(), { timeout: 20_000 }).toBe('1 of 1 ready');
    await expect.poll(() => crew.locator('li').nth(1).textContent(), { timeout: 20_000 }).toContain('✅ ready');
    expect(await friend.getByRole('button', { name: 'Not ready yet' }).getAttribute('aria-pressed')).toBe('true');
    expect(await host.getByRole('button', { name: "I'm ready" }).count()).toBe(0); // the creator's Set sail says it
    await snap(host, 'waiting-room-host');
    await snap(friend, 'waiting-room-friend-phone');

    // R8: Pastry Pirates deals its seats at random as it sets sail, so its crew has no order to set (Merchant's has, below).
    expect(await crew.getByRole('button', { name: /^Move / }).count()).toBe(0);

    await host.getByRole('button', { name: 'Take Fay off the crew' }).click();
    await expect.poll(() => friend.locator('.toasts').textContent(), { timeout: 20_000 }).toContain(KICKED_WORDS);
    await friend.getByRole('button', { name: 'Quick play' }).waitFor({ timeout: 20_000 });
    expect(new URL(friend.url()).searchParams.get('room')).toBeNull();
    await expect.poll(() => crew.textContent(), { timeout: 20_000 }).not.toContain('Fay');
    expect(await host.getByRole('button', { name: /Take .* off the crew/ }).count()).toBe(0);

    // The same browser cannot come back aboard by the invite link: it is told why, and the crew stays as the creator left it.
    await friend.goto(`${server().url}/?room=${code}`);
    await expect.poll(() => friend.locator('body').textContent(), { timeout: 20_000 }).toContain(KICKED_WORDS);
    expect(await crew.textContent()).not.toContain('Fay');
    expect(errors).toEqual([]);
    await host.context().close();
    await friend.context().close();
  }, 150_000);

  it("Merchant Voyages' creator orders the crew, which is the order its merchants sit in (M1)", async () => {
    const host = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const friend = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = [...watchErrors(host), ...watchErrors(friend)];
    await host.goto(`${server().url}/?pace=0`);
    await host.getByLabel('Merchant Voyages').check();
    await host.getByLabel('Your name').fill('Hana');
    await host.getByLabel('Merchants').selectOption('3');
    await host.getByRole('button', { name: 'Create room' }).click();
    const code = (await host.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();
    await boardByInvite(friend, server().url, code, 'Fay');
    const crew = host.getByRole('list', { name: 'The crew' });
    await expect.poll(() => crew.textContent(), { timeout: 20_000 }).toContain('Fay');
    await host.getByRole('button', { name: 'Move Fay down' }).click();
    await expect.poll(() => crew.locator('li').nth(2).textContent(), { timeout: 20_000 }).toContain('Fay');
    await expect.poll(() => friend.getByRole('list', { name: 'The crew' }).locator('li').nth(2).textContent(), { timeout: 20_000 }).toContain('Fay (you)');
    expect(errors).toEqual([]);
    await host.context().close();
    await friend.context().close();
  }, 120_000);
});
