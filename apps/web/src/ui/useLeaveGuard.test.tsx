import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearErrorPage, showErrorPage } from '../platform/errorPage';
import { initI18n } from '../platform/i18n';
import { LeaveConfirmation } from './LeaveConfirmation';
import { hasUnsavedChanges, useLeaveGuard } from './useLeaveGuard';

function Form() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  return (
    <>
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      <button onClick={() => setText('')}>clear</button>
      <button onClick={() => guard.release()}>release</button>
      <Link to="/elsewhere">away</Link>
      <LeaveConfirmation guard={guard} />
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('text'), { target: { value } });

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => clearErrorPage());

describe('useLeaveGuard', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(beforeUnload()).toBe(false);
  });

  it('holds a dirty form until the user stays or leaves', async () => {
    const router = renderForm();
    type('draft');
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByTestId('leave-confirmation')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByTestId('leave-stay'));
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('text') as HTMLInputElement).value).toBe('draft');

    fireEvent.click(screen.getByText('away'));
    fireEvent.click(await screen.findByTestId('leave-go'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks the browser to warn before the tab closes, only while dirty', () => {
    renderForm();
    type('draft');
    expect(beforeUnload()).toBe(true);
    fireEvent.click(screen.getByText('clear'));
    expect(beforeUnload()).toBe(false);
  });

  it('lets a released form navigate (a save that moves on)', async () => {
    const router = renderForm();
    type('draft');
    fireEvent.click(screen.getByText('release'));
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('stops holding once an error page is shown', async () => {
    const router = renderForm();
    type('draft');
    act(() => showErrorPage(403));
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
