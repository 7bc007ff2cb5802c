import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type FactValues, fill } from './facts';
import type { MarkdownNode } from './types';

/**
 * A content file's Markdown (compiled at build time to a node tree: content/contentPipeline.cjs) as
 * React elements, its placeholders filled (facts.ts). A link to one of the site's own pages is a
 * client-side link; any other an ordinary one. Nothing is set as HTML, so Trusted Types have nothing
 * to vouch for here.
 */
export function Markdown({ nodes, values }: { nodes: MarkdownNode[]; values: FactValues }) {
  return <>{nodes.map((node, i) => block(node, i, values))}</>;
}

function block(node: MarkdownNode, key: number, values: FactValues): ReactNode {
  const children = () => inline(node.tokens ?? [], values);
  switch (node.type) {
    case 'heading': {
      const Heading = `h${node.depth ?? 2}` as 'h2';
      return <Heading key={key}>{children()}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {(node.items ?? []).map((item, i) => (
            <li key={i}>
              {item.map((n, j) =>
                n.type === 'text' ? <Fragment key={j}>{inline(n.tokens ?? [n], values)}</Fragment> : block(n, j, values),
              )}
            </li>
          ))}
        </List>
      );
    }
    default:
      return node.tokens ? <Fragment key={key}>{children()}</Fragment> : null;
  }
}

function inline(nodes: MarkdownNode[], values: FactValues): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'strong':
        return <strong key={i}>{inline(node.tokens ?? [], values)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.tokens ?? [], values)}</em>;
      case 'link': {
        const href = fill(node.href ?? '', values);
        const text = inline(node.tokens ?? [], values);
        return href.startsWith('/') ? (
          <Link key={i} to={href}>
            {text}
          </Link>
        ) : (
          <a key={i} href={href}>
            {text}
          </a>
        );
      }
      case 'br':
        return <br key={i} />;
      default:
        return node.tokens ? (
          <Fragment key={i}>{inline(node.tokens, values)}</Fragment>
        ) : (
          <Fragment key={i}>{fill(node.text ?? '', values)}</Fragment>
        );
    }
  });
}
