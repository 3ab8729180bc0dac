import { useState } from 'react';
import { cardImageUrl, SHOP_IMAGE_SIZES } from '@kaista/domain/shared/constants';
import { classNames } from '../class-names';
import defaultImage from './default-product-image.svg';
import styles from './product-image.module.css';

export interface ProductImageProps {
  /** The product's 500 px image address. */
  src: string | undefined;
  alt: string;
  /** Cards show the 190 px image instead of the 500 px one (spec §9). */
  isCard?: boolean;
  /** Shown when the product has no image or it fails to load. */
  fallbackSrc?: string;
  className?: string;
}

export function ProductImage({
  src,
  alt,
  isCard = false,
  fallbackSrc = defaultImage,
  className,
}: ProductImageProps) {
  const wanted = src && isCard ? cardImageUrl(src) : src;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const shown = wanted && wanted !== failed ? wanted : fallbackSrc;
  const size = isCard ? SHOP_IMAGE_SIZES.card : SHOP_IMAGE_SIZES.default;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={classNames(styles.image, className)}
      onError={() => {
        if (shown !== fallbackSrc) setFailed(shown);
      }}
    />
  );
}
