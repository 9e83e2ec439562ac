import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n';
import { ThemeProvider } from '../ui';
import { AccessProvider, RequirePermission } from './access.context';

initI18n('en');

function renderAs(roles: Parameters<typeof AccessProvider>[0]['roles']) {
  return render(
    <ThemeProvider initialMode="light">
      <MemoryRouter>
        <AccessProvider roles={roles}>
          <RequirePermission permission="members.read">
            <p>The directory</p>
          </RequirePermission>
        </AccessProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('RequirePermission', () => {
  it('shows the page to a role the table allows', () => {
    renderAs(['member']);
    expect(screen.getByText('The directory')).toBeInTheDocument();
  });

  it('shows an access-denied screen to a role it does not', () => {
    renderAs(['vendor']);
    expect(screen.queryByText('The directory')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });
});
