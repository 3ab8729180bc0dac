import { useState } from 'react';
import type { ModalSize } from '@kaista/domain/shared/constants';
import { Button, Modal, type ModalVariant } from '../../../ui';
import { Example } from '../gallery-section';

const SIZES: ModalSize[] = ['mobile', 'small', 'medium', 'large', 'wide'];

interface Shown {
  size: ModalSize;
  variant: ModalVariant;
  isClosable: boolean;
}

export function ModalSection() {
  const [shown, setShown] = useState<Shown | null>(null);
  const close = () => setShown(null);
  const closing = shown?.isClosable === false ? { isClosable: false as const } : { closeLabel: 'Close' };
  return (
    <>
      {(['light', 'dark'] as const).map((variant) => (
        <Example key={variant} label={`${variant}, closable`}>
          {SIZES.map((size) => (
            <Button
              key={size}
              variant="secondary"
              size="small"
              onPress={() => setShown({ size, variant, isClosable: true })}
            >
              {size}
            </Button>
          ))}
        </Example>
      ))}
      <Example label="not closable: no Escape, overlay click or close button">
        <Button
          variant="secondary"
          onPress={() => setShown({ size: 'small', variant: 'light', isClosable: false })}
        >
          Open
        </Button>
      </Example>
      {shown ? (
        <Modal
          {...closing}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          title={`${shown.size} ${shown.variant} modal`}
          size={shown.size}
          variant={shown.variant}
          footer={
            <>
              <Button variant="tertiary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={close}>Confirm</Button>
            </>
          }
        >
          <p>
            Choose the company that opens first after login. The change applies to this user in every browser.
          </p>
        </Modal>
      ) : null}
    </>
  );
}
