/**
 * The shared UI pieces of web/src/components/ui, rendered in jsdom and used the way a person would:
 * by role and accessible name, with the keyboard.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../src/components/ui/button';
import { DataList } from '../../src/components/ui/data-list';
import { Dialog } from '../../src/components/ui/dialog';
import { Input } from '../../src/components/ui/input';
import { Pagination } from '../../src/components/ui/pagination';
import { Table } from '../../src/components/ui/table';
import { Tabs } from '../../src/components/ui/tabs';

/** What a control's aria-describedby reads, as a screen reader would join it. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Button', () => {
  it('is type="button" unless told otherwise, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes its variant and size as classes, keeps extra classes and forwards the other props', async () => {
    const onClick = jest.fn();
    render(
      <>
        <Button onClick={onClick} aria-expanded={false}>
          Primary
        </Button>
        <Button variant="danger" size="small" className="extra" disabled>
          Delete
        </Button>
      </>,
    );
    const primary = screen.getByRole('button', { name: 'Primary' });
    expect([...(primary?.classList ?? [])]).toEqual(expect.arrayContaining(['button', 'button--primary']));
    expect(primary.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(primary);
    expect(onClick).toHaveBeenCalledTimes(1);
    const danger = screen.getByRole('button', { name: 'Delete' });
    expect([...(danger?.classList ?? [])]).toEqual(
      expect.arrayContaining(['button', 'button--danger', 'button--small', 'extra']),
    );
    expect((danger as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Input', () => {
  it('is labelled, and points to its hint and error, marking itself invalid', () => {
    render(<Input id="email" label="Email" hint="We never share it." error="Enter an email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('We never share it. Enter an email address.');
    expect(screen.getByRole('alert').textContent).toContain('Enter an email address.');
  });

  it('is neither invalid nor described without a hint or error', () => {
    render(<Input id="name" label="Name" defaultValue="Mia" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect((input as HTMLInputElement).value).toBe('Mia');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Table', () => {
  it('has its caption, hidden or not, and a named scrolling region when asked', () => {
    render(
      <Table caption="Donation requests" hideCaption scrollLabel="Donation requests table" className="dm-table">
        <tbody>
          <tr>
            <td>#1</td>
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Donation requests' });
    expect([...(table?.classList ?? [])]).toEqual(expect.arrayContaining(['table', 'dm-table']));
    expect([...(table.querySelector('caption')?.classList ?? [])]).toEqual(expect.arrayContaining(['visually-hidden']));
    expect(screen.getByRole('region', { name: 'Donation requests table' }).contains(table)).toBe(true);
  });

  it('shows its caption and is no region by default', () => {
    render(
      <Table caption="Its 3 levels">
        <tbody />
      </Table>,
    );
    expect(
      screen
        .getByRole('table', { name: 'Its 3 levels' })
        .querySelector('caption')
        ?.classList.contains('visually-hidden'),
    ).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

function DialogHarness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open ? (
        <Dialog title="Edit notice" onClose={close}>
          <Input id="dialog-title" label="Title" />
          <Button onClick={close}>Done</Button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('DataList', () => {
  const rows = [
    { id: 1, name: 'MapleHero', level: 124 },
    { id: 2, name: 'Shroomie', level: 38 },
  ];
  const list = (
    <DataList
      label="Characters"
      rows={rows}
      rowKey={(row) => row.id}
      title={{ header: 'Name', cell: (row) => row.name }}
      columns={[{ header: 'Level', cell: (row) => row.level }, false]}
      actions={{ header: 'Items', cell: (row) => <Button>Items of {row.name}</Button> }}
    />
  );

  it('is a table with a row header a record, its columns and its actions, on a wide screen', () => {
    render(list);
    const table = screen.getByRole('table', { name: 'Characters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Level', 'Items']);
    expect(within(table).getByRole('rowheader', { name: 'Shroomie' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Items of MapleHero' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Characters table' })).toBeTruthy();
  });

  it('is a list of cards, each named by its record, at 600 px or less', () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true });
    try {
      render(list);
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(screen.getByRole('list', { name: 'Characters' })).getByRole('article', { name: 'MapleHero' });
      expect(within(card).getByRole('term').textContent).toBe('Level');
      expect(within(card).getByRole('definition').textContent).toBe('124');
      expect(within(card).getByRole('button', { name: 'Items of MapleHero' })).toBeTruthy();
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});

describe('Dialog', () => {
  it('is a modal dialog named by its title, with the focus on its first control', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
  });

  it('keeps Tab inside, closes on Escape and gives the focus back to its opener', async () => {
    const onClose = jest.fn();
    render(<DialogHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Pagination', () => {
  it('moves a page back and forth, says where the reader is, and stops at the ends', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pagination label="Skill pages" page={1} totalPages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Skill pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pagination label="Skill pages" page={3} totalPages={3} onPage={onPage} position="Page 3 of 3 (last)" />);
    expect(nav.textContent).toContain('Page 3 of 3 (last)');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('waits while a page loads', () => {
    render(<Pagination label="Donation pages" page={2} totalPages={3} onPage={() => undefined} disabled />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'level', label: 'Level', content: 'Level table' },
    { id: 'fame', label: 'Fame', content: 'Fame table' },
  ] as const;

  it('switches panels on its own, with the arrows too', async () => {
    render(<Tabs items={items} label="Ranking type" />);
    expect(screen.getByRole('tab', { name: 'Level' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Level' }).textContent).toContain('Level table');
    await userEvent.click(screen.getByRole('tab', { name: 'Level' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Fame' }));
    expect(screen.getByRole('tabpanel', { name: 'Fame' }).textContent).toContain('Fame table');
  });

  it('follows selectedId and reports a choice through onSelect when controlled', async () => {
    const onSelect = jest.fn();
    render(<Tabs items={items} label="Ranking type" selectedId="fame" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Fame' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Level' }));
    expect(onSelect).toHaveBeenCalledWith('level');
    expect(screen.getByRole('tab', { name: 'Fame' }).getAttribute('aria-selected')).toBe('true');
  });
});
