import { statusActions } from './status-actions';

const targets = (...args: Parameters<typeof statusActions>) =>
  statusActions(...args).map((action) => `${action.label}→${action.to}`);

describe('statusActions', () => {
  it('publishes or archives a draft', () => {
    expect(targets('inactive', 'news')).toEqual(['Publish→active', 'Archive→archived']);
  });

  it('unpublishes or archives a published article; an event can also be completed', () => {
    expect(targets('active', 'update')).toEqual(['Unpublish→inactive', 'Archive→archived']);
    expect(targets('active', 'event')).toEqual(['Unpublish→inactive', 'Mark completed→completed', 'Archive→archived']);
  });

  it('unpublishes or archives a completed event and restores an archived article as a draft', () => {
    expect(targets('completed', 'event')).toEqual(['Unpublish→inactive', 'Archive→archived']);
    expect(targets('archived', 'news')).toEqual(['Restore as draft→inactive']);
  });

  it('never offers the status the article already has', () => {
    for (const status of ['active', 'completed', 'inactive', 'archived'] as const) {
      for (const category of ['event', 'update', 'news'] as const) {
        expect(statusActions(status, category).map((action) => action.to)).not.toContain(status);
      }
    }
  });
});
