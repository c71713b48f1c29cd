import type { RenderContext } from '../../renderer/context';
import { textOf } from '../_shared/cards/Card';
import { text } from '../_shared/messages';
import type { Facet } from './data';

interface TreeProps {
  facets: Facet[];
  chosen: string[];
  onChoose: (id: string | null) => void;
  context: RenderContext;
}

function Branch({ facets, chosen, onChoose, context }: TreeProps) {
  return (
    <ul className="search-categories__list">
      {facets.map((facet) => (
        <li key={facet.id}>
          <button type="button" aria-pressed={chosen.includes(facet.id)} onClick={() => onChoose(facet.id)}>
            {textOf(facet.name, context)}
          </button>
          {facet.children?.length ? <Branch facets={facet.children} chosen={chosen} onChoose={onChoose} context={context} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The category facet tree; choosing one sets the URL's categoryIds, "All categories" clears it. */
export function CategoryTree(props: TreeProps) {
  const { chosen, onChoose, context } = props;
  return (
    <nav className="search-categories" aria-label={text('search.categories', context)}>
      <button type="button" aria-pressed={chosen.length === 0} onClick={() => onChoose(null)}>
        {text('search.allCategories', context)}
      </button>
      <Branch {...props} />
    </nav>
  );
}
