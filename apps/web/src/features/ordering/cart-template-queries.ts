import { cartTemplateCalls, type Cart } from '@kaista/domain/ordering';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { useCartOwner } from './cart-queries';
import { ifMatch, useCartWrite } from './cart-write';
import { orderingKeys } from './ordering-keys';

/** The company's cart templates ("new employee kit"), by name. */
export const cartTemplatesQuery = (owner: { id: string; uid: string }) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'templates'] as const,
    queryFn: ({ signal }) => queryApi(cartTemplateCalls.list, { params: owner }, signal),
  });

/** Saves the cart as a company template under a name; a refused name is told on the name field. */
export function useSaveTemplate() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, name }: { cart: Cart; name: string }) =>
      sendApi(cartTemplateCalls.save, { params: { ...owner, cart: cart.code }, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cartTemplatesQuery(owner).queryKey }),
  });
}

export function useRemoveTemplate() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      sendApi(cartTemplateCalls.remove, { params: { ...owner, templateId } }, { tellsFieldErrors: false }),
    onSettled: () => client.invalidateQueries({ queryKey: cartTemplatesQuery(owner).queryKey }),
  });
}

/**
 * Adds a template's lines to the user's cart (a new one when there is none), with If-Match. The templates
 * list tells a refusal's field error and a 412 ('changed meanwhile') itself.
 */
export const useStartFromTemplate = () =>
  useCartWrite<string>((owner, cart, templateId) =>
    sendApi(
      cartTemplateCalls.start,
      { params: { ...owner, cart: cart.code }, body: { templateId } },
      { ifMatch: ifMatch(cart), tellsStale: true },
    ),
  );
