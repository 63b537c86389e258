import { Tag } from '../../../ui';
import type { BusinessCard } from '../api';

// The business card as a customer sees it: picture, name, role, branch, phone, expertise, introduction.
export function CardView({ card }: { card: BusinessCard }) {
  return (
    <article className="bc-card" aria-label="名片">
      <div className="bc-card__head">
        <img className="bc-card__avatar" src={card.avatar} alt="" />
        <div className="bc-card__who">
          <h2 className="bc-card__name">{card.managerName}</h2>
          <div className="bc-card__role">
            <Tag kind="info">{card.managerTypeName}</Tag> {card.title !== card.managerTypeName && <span>{card.title}</span>}
          </div>
          <div className="bc-card__org">{card.comName}</div>
        </div>
      </div>
      <a className="bc-card__phone" href={`tel:${card.mobile}`}>
        电话 {card.mobile}
      </a>
      {card.expertiseAreaNames.length > 0 && (
        <div className="bc-card__tags" aria-label="擅长领域">
          {card.expertiseAreaNames.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </div>
      )}
      {card.introduction && <p className="bc-card__intro">{card.introduction}</p>}
    </article>
  );
}
