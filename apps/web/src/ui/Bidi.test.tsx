import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { isolate } from './Bidi';
import { Fact } from './Fact';

describe('values inside right-to-left text', () => {
  it('gives a phone its own left-to-right direction and a street the direction of its letters', () => {
    renderInApp(
      <>
        <Fact label="Phone" dir="ltr">
          +1 212 555 0100
        </Fact>
        <Fact label="Street" dir="auto">
          350 5th Ave
        </Fact>
        <Fact label="Shipping">Normal</Fact>
      </>,
    );
    expect(screen.getByText('+1 212 555 0100').closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('350 5th Ave').closest('bdi')).not.toBeNull();
    // Wording is not data: it keeps the page's direction.
    expect(screen.getByText('Normal').closest('bdi, span[dir]')).toBeNull();
  });

  it('isolates a value put into a sentence, and leaves nothing to isolate alone', () => {
    expect(isolate('Ada Admin')).toBe('\u2068Ada Admin\u2069');
    expect(isolate('')).toBe('');
  });
});
