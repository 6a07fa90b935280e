import { createFileRoute } from '@tanstack/react-router'
import { categoryDatabaseRoute } from '@/features/categories/categories-route'
import { CategoryDatabasePage } from '@/features/categories/components/category-database-page'

export const Route = createFileRoute('/category-database')({
  ...categoryDatabaseRoute,
  component: function CategoryDatabase() {
    return <CategoryDatabasePage search={Route.useSearch()} />
  },
})
