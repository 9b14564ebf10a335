import { namedReads, readsOfFirstRender } from '@portal/ui/testing';
import remote from '../routes';

it('the first page reads what the host asks ahead for it, and nothing else', async () => {
  const [first] = remote.navItems;
  const route = remote.routes.find((r) => r.path === first.to)!;
  await route.preload?.();
  expect(await readsOfFirstRender(<route.Component />, route.path)).toEqual(namedReads(route.reads?.() ?? []));
});
