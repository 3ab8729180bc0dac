import { Link } from 'react-router';
import styles from './link-tiles.module.css';

export interface LinkTile {
  id: string;
  /** Already in the user's language. */
  title: string;
  href: string;
}

export interface LinkTilesProps {
  tiles: readonly LinkTile[];
  /** Names the list, e.g. by the id of its heading. */
  labelledBy?: string;
}

/** A grid of large links to pages, e.g. the shortcuts of a front page. */
export function LinkTiles({ tiles, labelledBy }: LinkTilesProps) {
  return (
    <ul className={styles.tiles} aria-labelledby={labelledBy}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link className={styles.tile} to={tile.href}>
            <span>{tile.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
