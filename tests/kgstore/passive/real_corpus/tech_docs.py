"""Real technical texts: documentation pages, API references and technical blog posts, kept as
stored (a page's text as its site gives it, line breaks included), each trimmed to a passage.

Labels as in tech_issues_a: technologies by lexicon name or official spelling; data formats
(JSON, YAML) and everyday shell utilities (curl, grep) are not labelled; endpoints as
"METHOD /path" with the query string dropped, "/path" when no method is named.
"""

from real_corpus import E, F, R, T

CASES = [
    R("Get Resource\n\nGET /resources/{id}\n\nExample Request:\n\ncurl https://api.example.com/v1/resources/res_123 \\\n  -H \"Authorization: Bearer YOUR_TOKEN\"\n\nExample Response:\n\n{\n  \"data\": {\n    \"id\": \"res_123\",\n    \"name\": \"Example Resource\",\n    \"description\": \"A sample resource\",\n    \"type\": \"standard\",\n    \"status\": \"active\",\n    \"metadata\": {\n      \"custom_field\": \"value\"\n    },\n    \"created_at\": \"2025-01-15T10:00:00Z\",\n    \"updated_at\": \"2025-01-15T10:00:00Z\"\n  }\n}\n\nCreate Resource\n\nPOST /resources\n\nRequest Body:",
      E("GET /resources/{id}"), E("POST /resources"),
      source="https://docs.drew.onl/archive/reference/api-endpoints", kind="docs"),
    R("For each POST endpoint, include:\n\n  1. Purpose - What resource gets created\n  2. Method and URL - For example, POST /api/v1/users\n  3. Authentication and headers - Required token and Content-Type\n  4. Request body schema - Field name, type, required status, and validation\n  5. Success response - Usually 201 Created with created resource payload\n  6. Validation and error responses - Common 400, 401, and 409 patterns\n\nExample: Create a new user\n\n  • Endpoint summary: Creates a new user account.\n  • Method: POST\n  • URL: /api/v1/users\n  • Authentication: Bearer token required\n  • Headers:\n    • Content-Type: application/json\n    • Authorization: Bearer <token>",
      E("POST /api/v1/users"),
      source="https://ranjeettechwriter.in/docs/blog/posts/rest-api-guides/How-to-document-POST-endpoints.html", kind="blog",
      note="a Method: / URL: block"),
    R("Every request should include the header Content-Type: application/json\n, except for file uploads.\nThe API adheres to REST principles:\nGET\nrequests: read without modificationPOST\nrequests: create a new resourcePATCH\nrequests: update an existing resourceDELETE\nrequests: delete a resource\nThe parameters for GET\nrequests should be sent via the query string of the request.",
      T("REST"),
      source="https://hubflo.readme.io/reference/requests", kind="docs",
      note="methods without paths"),
    R("Rate Limiting\nAPI requests are limited to 1000 requests per hour per API key. Rate limit information is included in response headers:\nX-RateLimit-Limit: 1000\nX-RateLimit-Remaining: 999\nX-RateLimit-Reset: 1609459200Pagination\nList endpoints support pagination using the following parameters:\npage- Page number (default: 1)limit- Items per page (default: 20, max: 100)\nGET /api/v1/users?page=2&limit=50Response includes pagination metadata:",
      E("GET /api/v1/users"),
      source="https://api-docs.toobit.com/api/", kind="docs",
      note="a scraped page: the query string runs into the next word"),
]
