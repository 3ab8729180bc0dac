import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const PHONE = 'https://img.example.com/products/500x500/phone-x.jpg';

describe('ProductImage', () => {
  it('shows the 500 px image by default', () => {
    render(<ProductImage src={PHONE} alt="Phone X" />);

    expect(screen.getByRole('img', { name: 'Phone X' })).toHaveAttribute('src', PHONE);
  });

  it('shows the 190 px image in cards', () => {
    render(<ProductImage src={PHONE} alt="Phone X" isCard />);

    expect(screen.getByRole('img', { name: 'Phone X' })).toHaveAttribute(
      'src',
      'https://img.example.com/products/190x190/phone-x.jpg',
    );
  });

  it('falls back to the default image when loading fails', () => {
    render(<ProductImage src={PHONE} alt="Phone X" fallbackSrc="/fallback.svg" />);
    const image = screen.getByRole('img', { name: 'Phone X' });

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', '/fallback.svg');
  });

  it('shows the fallback when the product has no image', () => {
    render(<ProductImage src={undefined} alt="Phone X" fallbackSrc="/fallback.svg" />);

    expect(screen.getByRole('img', { name: 'Phone X' })).toHaveAttribute('src', '/fallback.svg');
  });

  it('tries a new address again after an earlier one failed', () => {
    const { rerender } = render(<ProductImage src={PHONE} alt="Phone" fallbackSrc="/fallback.svg" />);
    fireEvent.error(screen.getByRole('img'));

    rerender(
      <ProductImage
        src="https://img.example.com/500x500/other.jpg"
        alt="Phone"
        fallbackSrc="/fallback.svg"
      />,
    );

    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://img.example.com/500x500/other.jpg');
  });
});
