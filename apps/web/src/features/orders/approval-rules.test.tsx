import { approvalRuleCalls, type ApprovalRule } from '@kaista/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { ordersRoutes } from './orders-routes';

const COMPANY = '100001';

const rule = (n: number, condition: ApprovalRule['condition']): ApprovalRule => ({
  id: `00000000-0000-4113-8000-${String(n).padStart(12, '0')}`,
  condition,
  approvers: [{ id: 'maria', name: 'Maria Manninen' }],
  createdByName: 'Maria Manninen',
  createdAt: '2026-11-20T09:00:00.000Z',
  version: 1,
});

describe('approval rules', { timeout: 120_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('says the rules and their approvers in plain words, adds one checked by the domain rules, changes its approvers, tries figures and removes one', async () => {
    let rules = [rule(1, { kind: 'ORDER_TYPE', orderType: 'CEASE' })];
    const candidates = [
      { id: 'maria', name: 'Maria Manninen' },
      { id: 'olli', name: 'Olli Ostaja' },
    ];
    const calls = mockApi([
      answer(approvalRuleCalls.list, () => ({ items: rules })),
      answer(approvalRuleCalls.approvers, () => ({ items: candidates })),
      answer(approvalRuleCalls.create, ({ body }) => {
        const input = body as { condition: ApprovalRule['condition']; approverIds: string[] };
        const created = {
          ...rule(2, input.condition),
          approvers: candidates.filter((candidate) => input.approverIds.includes(candidate.id)),
        };
        rules = [...rules, created];
        return created;
      }),
      answer(approvalRuleCalls.setApprovers, ({ body }) => {
        const { approverIds } = body as { approverIds: string[] };
        const changed = {
          ...rules[1]!,
          approvers: candidates.filter((candidate) => approverIds.includes(candidate.id)),
          version: 2,
        };
        rules = [rules[0]!, changed];
        return changed;
      }),
      answer(approvalRuleCalls.remove, () => {
        rules = rules.slice(1);
        return new Response(null, { status: 204 });
      }),
    ]);
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/order-requests/rules`, {
      user: auroraManagerWith(['OrdersHandleOrderRequest']),
    });
    expect(
      await screen.findByText('Orders of the type “Termination”', undefined, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Approved by Maria Manninen')).toBeInTheDocument();

    // An amount that is not one is refused before anything is sent.
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, 'sata');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Check this value.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    // A rule names at least one approver.
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const adding = screen.getByRole('group', { name: 'Approvers' });
    await userEvent.click(within(adding).getByRole('checkbox', { name: 'Olli Ostaja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        condition: { kind: 'MONTHLY_OVER', cents: 10_000 },
        approverIds: ['olli'],
      }),
    );
    expect(await screen.findByText(/^Orders with monthly charges over \D*100\.00/)).toBeInTheDocument();
    expect(await screen.findByText('Approved by Olli Ostaja')).toBeInTheDocument();

    // Its approvers changed, as read (If-Match).
    await userEvent.click(
      screen.getByRole('button', { name: /^Change the approvers of the rule: Orders with monthly charges/ }),
    );
    const editing = screen.getAllByRole('group', { name: 'Approvers' })[0]!;
    await userEvent.click(within(editing).getByRole('checkbox', { name: 'Maria Manninen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save approvers' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ approverIds: ['olli', 'maria'] }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"1"');
    expect(await screen.findByText('Approved by Maria Manninen and Olli Ostaja')).toBeInTheDocument();

    // The change-impact figures of an order, tried against the rules.
    // A status message (polite, as the figures are typed), not an alert.
    const verdict = screen.getByText('Needs no approval.').closest('[role]');
    expect(verdict).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByRole('textbox', { name: 'Monthly charges (€)' }), '120,50');
    await waitFor(() =>
      expect(verdict).toHaveTextContent(/^Needs approval: Orders with monthly charges over/),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the rule: Orders of the type “Termination”' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByText('Orders of the type “Termination”')).not.toBeInTheDocument(),
    );
    const removed = calls.find((call) => call.method === 'DELETE')!;
    expect(removed.url.pathname).toBe(
      `/api/businesses/${COMPANY}/approvalrules/${rule(1, { kind: 'PRODUCT', productCode: 'x' }).id}`,
    );
    expect(removed.ifMatch).toBe('"1"');
  });

  it('tells at the add button that the company has as many rules as it may, naming the limit', async () => {
    mockApi([
      answer(approvalRuleCalls.list, () => ({
        items: [rule(1, { kind: 'ORDER_TYPE', orderType: 'CEASE' })],
      })),
      answer(approvalRuleCalls.approvers, () => ({ items: [{ id: 'olli', name: 'Olli Ostaja' }] })),
      answer(approvalRuleCalls.create, () =>
        Response.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'The company has 50 approval rules, the most it may have.',
            fieldErrors: { kind: 'orders.rules.too-many' },
          },
          { status: 400 },
        ),
      ),
      answer(approvalRuleCalls.remove, () => new Response(null, { status: 204 })),
    ]);
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/order-requests/rules`, {
      user: auroraManagerWith(['OrdersHandleOrderRequest']),
    });
    const amount = await screen.findByRole('textbox', { name: /Amount/ }, { timeout: 60_000 });
    await userEvent.type(amount, '100');
    const adding = screen.getByRole('group', { name: 'Approvers' });
    await userEvent.click(within(adding).getByRole('checkbox', { name: 'Olli Ostaja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const section = within(screen.getByRole('region', { name: 'Add a rule' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'The company has 50 approval rules, the most it may have. Remove a rule to add another.',
    );
    expect(screen.queryByText('Check this value.')).not.toBeInTheDocument();
    expect(amount).not.toBeInvalid();

    // Removing a rule makes room for another: the limit's message goes.
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the rule: Orders of the type “Termination”' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(section.queryByText(/the most it may have/)).not.toBeInTheDocument();
  });
});
