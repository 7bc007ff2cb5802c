import { renderStandalone } from '@mars/shared/standalone';
import { Route, Routes, useParams } from 'react-router-dom';
import BlogArticle from './article/BlogArticle';
import BlogIndex from './blogIndex/BlogIndex';

function ArticleRoute() {
  const { slug = '' } = useParams();
  return <BlogArticle slug={slug} notFound={<h1>Oops! Page not found</h1>} />;
}

renderStandalone(
  'remote-blog',
  [
    ['/blog', 'Blog'],
    ['/blog/what-is-edge-ai', 'An article'],
  ],
  <Routes>
    <Route path="/" element={<BlogIndex />} />
    <Route path="/blog" element={<BlogIndex />} />
    <Route path="/blog/:slug" element={<ArticleRoute />} />
  </Routes>,
);
