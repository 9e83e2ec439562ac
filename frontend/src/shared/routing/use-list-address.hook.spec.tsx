import { act } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../testing/render';
import { useListAddress } from './use-list-address.hook';

let address: ReturnType<typeof useListAddress<'role' | 'ministry' | 'sort' | 'status'>>;
function Probe() {
  address = useListAddress<'role' | 'ministry' | 'sort' | 'status'>({ sort: '-joined', status: 'active' });
  return null;
}

describe('useListAddress', () => {
  it('keeps two changes made before the page renders again', () => {
    renderWithProviders(<Probe />, { route: '/members' });
    act(() => {
      address.update({ role: 'leader' });
      address.update({ ministry: 'Music' });
    });
    expect(currentLocation()).toBe('/members?role=leader&ministry=Music');
  });

  it('starts again at page 1 on any change but the page, and leaves defaults and empty values out', () => {
    renderWithProviders(<Probe />, { route: '/members?role=leader&page=3&sort=name' });
    act(() => address.update({ page: '4' }));
    expect(currentLocation()).toBe('/members?role=leader&page=4&sort=name');
    act(() => address.update({ role: '', sort: '-joined', status: 'active' }));
    expect(currentLocation()).toBe('/members');
    act(() => address.update({ status: 'archived', page: '1' }));
    expect(currentLocation()).toBe('/members?status=archived');
  });
});
