import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepFocus } from './useKeepFocus';

function ScanInput() {
  const input = useRef<HTMLInputElement>(null);
  useKeepFocus(input);
  return <input ref={input} data-testid="scan-input" />;
}

describe('useKeepFocus', () => {
  it('takes the keyboard when the page opens and nothing else holds it', () => {
    render(<ScanInput />);
    expect(document.activeElement).toBe(screen.getByTestId('scan-input'));
  });

  it('leaves the focus in an open dialog when the page mounts after it', () => {
    render(
      <div role="dialog" aria-modal="true">
        <input data-testid="staff-code" autoFocus />
      </div>,
    );
    const staffCode = screen.getByTestId('staff-code');
    staffCode.focus();
    render(<ScanInput />);
    expect(document.activeElement).toBe(staffCode);
  });
});
