import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FetchProgress } from './FetchProgress';

/** A promise with its resolve, standing for a server answer that has not come yet. */
function pending() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <FetchProgress />
        {ui}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FetchProgress', () => {
  it('shows a busy progress bar while a read is on its way, and none once it answered', async () => {
    const answer = pending();
    function Reader() {
      const query = useQuery({ queryKey: ['read'], queryFn: () => answer.promise });
      return <p>{query.data ?? 'waiting'}</p>;
    }
    renderWith(<Reader />);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve('read done'));
    await screen.findByText('read done');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows it while a change is being saved', async () => {
    const answer = pending();
    function Writer() {
      const save = useMutation({ mutationFn: () => answer.promise });
      return (
        <button type="button" onClick={() => save.mutate()}>
          {save.data ?? 'save'}
        </button>
      );
    }
    renderWith(<Writer />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => screen.getByRole('button').click());
    await screen.findByRole('progressbar');
    await act(async () => answer.resolve('saved'));
    await screen.findByText('saved');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
