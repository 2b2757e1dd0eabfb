/** `faq-category-<id>` and `faq-article-<id>` (projections subscribe by prefix). */
export const faqCategoryStream = (categoryId: string) => `faq-category-${categoryId}`;
export const faqArticleStream = (articleId: string) => `faq-article-${articleId}`;
