import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { i18n } from '../../lib/i18n/i18n';
import { DetailFailure } from './detail-failure';

const renderFailure = (error: unknown) => {
  const onRetry = vi.fn();
  render(
    <DetailFailure
      error={error}
      notFound="The order was not found."
      back={<a href="/orders">Back to orders</a>}
      onRetry={onRetry}
    />,
  );
  return onRetry;
};

describe('DetailFailure', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('says that an object answered 404 is not found, with the way back and no retry', () => {
    renderFailure(new HttpError(404, 'NOT_FOUND', 'Not found'));
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('The order was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says that an address no object can have (400), or one a loaded answer lacks (null), is not found too', () => {
    for (const error of [new HttpError(400, 'VALIDATION_ERROR', 'Invalid id'), null]) {
      renderFailure(error);
      expect(screen.getByText('The order was not found.')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('says that any other failure did not load the page, and asks again from its retry', async () => {
    const onRetry = renderFailure(new HttpError(503, 'UNAVAILABLE', 'Unavailable'));
    expect(screen.getByRole('heading', { level: 1, name: 'Loading failed' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('The order was not found.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeInTheDocument();
  });

  it('takes a network failure, which has no status, for one that may pass', () => {
    renderFailure(new TypeError('Failed to fetch'));
    expect(screen.getByText('The page could not be loaded.')).toBeInTheDocument();
  });

  it('names the page by its own heading when given one', () => {
    render(
      <DetailFailure
        title="Document"
        error={new HttpError(404, 'NOT_FOUND', 'Not found')}
        notFound="The document was not found."
        back={<a href="/documents">Back</a>}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Document' })).toHaveTextContent('The document was not found.');
  });
});
