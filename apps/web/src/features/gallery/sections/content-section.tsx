import { cardImageUrl } from '@kaista/domain/shared/constants';
import { ProductImage, SanitizedHtml } from '../../../ui';
import { Example } from '../gallery-section';
import styles from '../gallery.module.css';

const IMAGE = '/gallery/products/500x500/phone-x.png';
const UNSAFE_HTML =
  '<h3>Bulletin</h3><p style="color: #b3261e; position: fixed">Red, not fixed.</p><p onclick="alert(1)">No handler <em>nor em</em>.</p><script>alert(1)</script><a href="javascript:alert(1)">No script link</a> <a href="https://example.com" target="_blank">Safe link</a>';

export function ContentSection() {
  return (
    <>
      <Example label="product image: missing file falls back">
        <div className={styles.imageBox}>
          <ProductImage src={IMAGE} alt="Phone X" />
        </div>
        <code className={styles.code}>{IMAGE}</code>
      </Example>
      <Example label="product image in a card: 190 px address">
        <div className={styles.imageBox}>
          <ProductImage src={IMAGE} alt="Phone X" isCard />
        </div>
        <code className={styles.code}>{cardImageUrl(IMAGE)}</code>
      </Example>
      <Example label="product without an image">
        <div className={styles.imageBox}>
          <ProductImage src={undefined} alt="Office chair" />
        </div>
      </Example>
      <Example label="sanitised HTML: input and result" wide>
        <code className={styles.code}>{UNSAFE_HTML}</code>
        <SanitizedHtml html={UNSAFE_HTML} />
      </Example>
    </>
  );
}
