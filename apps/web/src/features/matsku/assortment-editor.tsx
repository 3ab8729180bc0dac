import { PRODUCT_ADMIN_LIMITS, type AdminProduct, type Assortment } from '@kaista/domain/matsku';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { notify } from '../../lib/notifications/notification-store';
import { Button, TextField } from '../../ui';
import { useUpdateAssortment } from './admin-queries';
import { isChangedMeanwhile, useAdminWriteFailed } from './admin-write-failed';
import { AssortmentProducts } from './assortment-products';
import { CompanyPicker, type PickedCompany } from './company-picker';
import styles from './product-admin.module.css';

/**
 * One assortment's name, its companies (found by the company search) and its products (ticked on or off in
 * `AssortmentProducts`), saved at once on the version read.
 */
export function AssortmentEditor({
  assortment,
  onClose,
  onConflict,
}: {
  assortment: Assortment;
  onClose: () => void;
  /** Another change came first: the page starts the editor over on the assortment as it now is. */
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(assortment.name);
  const [companies, setCompanies] = useState<PickedCompany[]>(assortment.companies);
  const [added, setAdded] = useState<Set<string>>(new Set());
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAssortment();
  const failed = useAdminWriteFailed();
  const errorText = useFieldErrorText();

  /**
   * The server's refusal of the product changes (`addProducts`, `removeProducts` or one of their codes) in the
   * operator's words: a product added that the catalogue no longer has is one the search cannot find to untick,
   * so the additions are undone and the text says so; too many changes at once names the limit.
   */
  const productsRefused = (fields: Record<string, string>): string | undefined => {
    const [field, key] =
      Object.entries(fields).find(([name]) => /^(add|remove)Products(\.|$)/.test(name)) ?? [];
    if (!field) return undefined;
    if (key === FIELD_ERROR_KEYS.maxLength)
      return t('matsku.admin.too-many-products', { max: PRODUCT_ADMIN_LIMITS.productsPerChange });
    if (field.startsWith('addProducts')) {
      setAdded(new Set());
      return t('matsku.admin.added-product-gone');
    }
    return errorText(key);
  };

  const isIn = (product: AdminProduct) =>
    added.has(product.code) || (product.inAssortment === true && !removed.has(product.code));
  const toggle = (product: AdminProduct, on: boolean) => {
    const without = (set: Set<string>) => new Set([...set].filter((code) => code !== product.code));
    if (on === (product.inAssortment === true)) {
      setAdded(without);
      setRemoved(without);
    } else if (on) setAdded((set) => new Set(set).add(product.code));
    else setRemoved((set) => new Set(set).add(product.code));
  };

  const save = () =>
    update.mutate(
      {
        assortment,
        body: {
          name,
          companyIds: assortment.isDefault ? [] : companies.map((company) => company.id),
          addProducts: [...added],
          removeProducts: [...removed],
        },
      },
      {
        // The editor stays mounted while the lists reload: the next change is made on the version saved.
        onSuccess: (saved) => {
          setAdded(new Set());
          setRemoved(new Set());
          setErrors({});
          notify({ type: 'success', text: t('matsku.admin.assortment-saved', { name: saved.name }) });
        },
        onError: (error) => {
          // The assortments were read again: the editor starts over from the latest, as the notice says.
          if (isChangedMeanwhile(error)) {
            failed(error);
            return onConflict();
          }
          failed(error, (fields) =>
            setErrors({
              ...Object.fromEntries(
                Object.entries(fields).map(([field, key]) => [field, errorText(key) ?? '']),
              ),
              products: productsRefused(fields) ?? '',
            }),
          );
        },
      },
    );

  return (
    <section className={styles.panel} aria-labelledby="assortment-editor-title">
      <div className={styles.panelHeader}>
        <h2 id="assortment-editor-title" className={styles.heading}>
          {t('matsku.admin.editing', { name: assortment.name })}
        </h2>
        <Button size="small" variant="tertiary" onPress={onClose}>
          {t('matsku.admin.close')}
        </Button>
      </div>
      <div className={styles.filters}>
        <TextField
          label={t('matsku.admin.assortment-name')}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={errors.name}
        />
        {assortment.isDefault ? (
          <p>{t('matsku.admin.default-serves-others')}</p>
        ) : (
          <CompanyPicker value={companies} onChange={setCompanies} errorMessage={errors.companyIds} />
        )}
      </div>
      <AssortmentProducts assortment={assortment} isIn={isIn} onToggle={toggle} />
      {errors.products ? (
        <p className={styles.fieldError} role="alert">
          {errors.products}
        </p>
      ) : null}
      <p role="status">{t('matsku.admin.pending-changes', { added: added.size, removed: removed.size })}</p>
      <Button onPress={save} isDisabled={update.isPending}>
        {t('matsku.admin.save-assortment')}
      </Button>
    </section>
  );
}
