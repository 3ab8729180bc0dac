import { describe, expect, it } from 'vitest';
import { AdminProductsService } from './admin-products.service';
import type { AdminProductsRepo } from './admin-products.repo';
import type { AssortmentsRepo } from './assortments.repo';

describe('AdminProductsService.changed', () => {
  it('answers 404, not a crash, when the product was removed between the change and its re-read', async () => {
    const goneProducts = { product: async () => null } as unknown as AdminProductsRepo;
    const service = new AdminProductsService(goneProducts, {} as AssortmentsRepo);

    await expect(service.changed('GONE-1')).rejects.toMatchObject({ statusCode: 404 });
  });
});
