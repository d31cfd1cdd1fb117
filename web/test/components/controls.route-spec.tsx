/**
 * The ui controls features are built from (no raw <button> or <select> in features, eslint.config.mjs):
 * Select, IconButton, Switch and the numbered Pagination, used by role and accessible name.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/components/ui/button';
import { IconButton } from '../../src/components/ui/icon-button';
import { nearbyPages, sevenPages } from '../../src/components/ui/page-items';
import { Pagination } from '../../src/components/ui/pagination';
import { Select } from '../../src/components/ui/select';
import { SelectField } from '../../src/components/ui/select-field';
import { Switch } from '../../src/components/ui/switch';

const JOBS = [
  ['all', 'All jobs'],
  ['Warrior', 'Warrior'],
] as const;

describe('Select and SelectField', () => {
  it('lists its [value, label] pairs in order and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(<Select aria-label="Job" value="all" onChange={(event) => onChange(event.target.value)} options={JOBS} />);
    const select = screen.getByRole('combobox', { name: 'Job' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jobs', 'Warrior']);
    await userEvent.selectOptions(select, 'Warrior');
    expect(onChange).toHaveBeenLastCalledWith('Warrior');
  });

  it('as a field: labelled, its hint and error read with it', () => {
    render(<SelectField id="job" label="Job" hint="Filters the table." error="Choose a job" options={JOBS} />);
    const select = screen.getByRole('combobox', { name: 'Job' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Filters the table.',
      'Choose a job',
    ]);
  });
});

describe('bare buttons, IconButton and Switch', () => {
  it('a bare Button has only its own classes, and is still type="button"', () => {
    render(
      <Button variant="bare" className="donations__filter" aria-pressed>
        All
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'All', pressed: true });
    expect(button.className).toBe('donations__filter');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('an IconButton is named by its label, not by its icon', async () => {
    const onClick = jest.fn();
    render(
      <IconButton label="Dismiss message" className="admin-toast__close" onClick={onClick}>
        ×
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a Switch is announced on or off', () => {
    render(<Switch checked={false}>Maintenance</Switch>);
    expect(screen.getByRole('switch', { name: 'Maintenance' }).getAttribute('aria-checked')).toBe('false');
  });
});

describe('Pagination with numbered pages', () => {
  /** The numbered part as seen on screen, the hidden ellipses included. */
  const numbers = (nav: HTMLElement) => [...nav.querySelectorAll('li')].map((item) => item.textContent);

  it('first, previous, the pages near the current one, next and last (the donation list)', async () => {
    const onPage = jest.fn();
    render(
      <Pagination
        label="Donation pages"
        block="donations-pagination"
        page={10}
        totalPages={20}
        onPage={onPage}
        numbers={nearbyPages}
        ends
        position={false}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Donation pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First', 'Previous', '1', '9', '10', '11', '20', 'Next', 'Last']);
    expect(numbers(nav)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(onPage).toHaveBeenLastCalledWith(20);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 11' }));
    expect(onPage).toHaveBeenLastCalledWith(11);
  });

  it('seven items with arrows and the position (the rankings), previous stopped on page 1', () => {
    render(
      <Pagination
        label="Rankings pages"
        block="rankings-pagination"
        page={1}
        totalPages={301}
        onPage={() => undefined}
        numbers={sevenPages}
        arrows
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Rankings pages' });
    expect(numbers(nav)).toEqual(['1', '2', '3', '4', '5', '…', '301']);
    expect(nav.textContent).toContain('Page 1 of 301');
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(nav).getByRole('button', { name: 'Next' }).className).toBe(
      'rankings-pagination__button rankings-pagination__step',
    );
  });
});
