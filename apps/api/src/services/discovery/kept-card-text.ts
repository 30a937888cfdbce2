import { ageFromBirth, type ProfileCard } from '@rishta/domain';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { mustBlurPhotos, toCard, type CardSource } from '../profiles/profile-card';

/**
 * Cards made once per kept source (issue 15). A search's page mostly comes from the listing
 * index's kept cards (decision 041): the same source objects request after request. What a viewer
 * gets from one changes only with whether its photo is blurred for them, its age (the month turns)
 * and its photo link (re-signed every few minutes), so the card made from a source is kept beside
 * it (a WeakMap: it goes when the source is dropped) while those three are the same, and so is its
 * JSON text. Making and serializing twenty cards afresh was a tenth of a search's CPU at a
 * million profiles.
 *
 * The cards are shared between requests: nothing may change them.
 */
const made = new WeakMap<CardSource, ProfileCard[]>();
const texts = new WeakMap<ProfileCard, string>();

/** The card `viewer` gets from `source`: the one made before when nothing it shows has changed. */
export function keptCard(urls: MediaUrls, viewer: Viewer | null, source: CardSource, now: Date): ProfileCard {
  const { photo } = source;
  const blurred = Boolean(photo) && mustBlurPhotos(viewer, source);
  const age = ageFromBirth(source.yearOfBirth, source.monthOfBirth, now);
  const thumbnail = photo ? urls.url(blurred ? photo.blurredKey : photo.thumbKey) : null;
  const before = made.get(source);
  const same = before?.find(
    (card) => card.photo_blurred === blurred && card.age === age && card.thumbnail === thumbnail,
  );
  if (same) return same;
  const card = toCard(urls, viewer, source, now);
  // At most one card per blurring: a kept one that no longer fits is replaced.
  made.set(source, [...(before ?? []).filter((c) => c.photo_blurred !== blurred), card]);
  return card;
}

/** The JSON array of `cards`, each card's text made once. */
export function cardsJson(cards: readonly ProfileCard[]): string {
  let json = '[';
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    let text = texts.get(card);
    if (text === undefined) {
      text = JSON.stringify(card);
      texts.set(card, text);
    }
    json += i === 0 ? text : `,${text}`;
  }
  return `${json}]`;
}
