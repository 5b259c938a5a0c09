import { Link, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AdresaView } from '../../../../shared/api/web-oznamenie';
import { OWNER_KINDS, type PoskodenyOwner, ownerBase, ownerDetailPath } from './owner';
import { MP } from './poskodeni-messages';

/** Navigation to an owner-relative URL (the owner decides the path prefix). */
export function useGo() {
  const router = useRouter();
  return useCallback((href: string, replace = false) => router.navigate({ href, replace }), [router]);
}

export function adresaText(a: AdresaView): string {
  const cislo = [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/');
  const ulica = [a.ulica, cislo].filter(Boolean).join(' ');
  return [ulica, [a.psc, a.obecName].filter(Boolean).join(' '), a.okresName ? `okres ${a.okresName}` : '', a.statName].filter(Boolean).join(', ');
}

/** Breadcrumbs e.g. 'Oznámenia' > 'Detail oznámenia' > 'Poškodený' > current page (labels of the owner kind). */
export function PoskodeniBreadcrumbs({ owner, current }: { owner: PoskodenyOwner; current?: string }) {
  const kind = OWNER_KINDS[owner.kind];
  const items: [string, string][] = [
    [kind.listLabel, kind.listPath],
    [kind.detailLabel, ownerDetailPath(owner)],
    [MP.poskodeny, ownerBase(owner)],
  ];
  return (
    <nav className="govuk-breadcrumbs" aria-label="Omrvinková navigácia">
      <ol className="govuk-breadcrumbs__list">
        {items.map(([label, href]) => (
          <li className="govuk-breadcrumbs__list-item" key={href}>
            <Link className="govuk-breadcrumbs__link" to={href as '/'}>
              {label}
            </Link>
          </li>
        ))}
        {current ? (
          <li className="govuk-breadcrumbs__list-item" aria-current="page">
            {current}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** Frame of every injured-party screen: breadcrumbs, caption, heading. */
export function PoskodeniPage({ owner, title, children }: { owner: PoskodenyOwner; title: string; children: React.ReactNode }) {
  return (
    <>
      <PoskodeniBreadcrumbs owner={owner} current={title === MP.detailTitle ? undefined : title} />
      <span className="govuk-caption-l">{OWNER_KINDS[owner.kind].detailLabel}</span>
      <h1 className="govuk-heading-l">{title}</h1>
      {children}
    </>
  );
}
