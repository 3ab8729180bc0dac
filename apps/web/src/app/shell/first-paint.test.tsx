import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { ErrorView } from './error-view';

describe("the server's first paint", () => {
  it('gives way to the view the app draws, so the two are never seen together', async () => {
    const paint = document.createElement('div');
    paint.id = 'first-paint';
    paint.innerHTML = '<h1>Etusivu</h1>';
    document.body.prepend(paint);
    renderAt('/', <ErrorView />, testUser([]));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Etusivu');
    expect(document.getElementById('first-paint')).toBeNull();
  });
});
