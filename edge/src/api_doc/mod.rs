//! The API document: `OpenAPI` 3.1, built from the route table
//! ([`crate::router::all`]) and the Rust types the handlers read and
//! answer, served at `GET /v1/openapi.json`.
//!
//! Made at build time, natively (this module is no part of the worker's
//! wasm build, nor are the schemas' derives: `lib.rs`):
//! `scripts/api-doc.sh`, before every build of the worker, has the test
//! `served_documents_are_current` write both builds' documents to
//! `edge/openapi/` from one native build with the `dev` feature ([`Build`]);
//! each worker includes its own as it is (`router.rs`,
//! `openapi_document`), and the same test fails wherever a committed one
//! is not what the code gives now.
//!
//! **API boundary:** every route of the table has exactly one entry in
//! [`operations`] (keyed by method and path); [`document_of`] walks the
//! table and fails for a route without one and for an entry without a route
//! (so no document is made and the build fails). Bodies and answers are the JSON
//! Schemas (2020-12, `OpenAPI` 3.1's dialect) that `schemars` derives from
//! the same structs serde reads and writes, in two contracts: what a
//! handler reads (`#[serde(default)]` fields optional) and what it writes.
//! Every error answer is the one error shape of spec section 8
//! ([`crate::error`]), schema `Error`.
//!
//! Which errors each route documents: 404 when its path has parameters,
//! 400, 413 and 422 when it takes a body, 401 and 403 when it needs a
//! caller, 503 everywhere (a production worker without its settings
//! refuses every request), and the extra statuses its entry names.

mod operations;

use schemars::generate::SchemaSettings;
use schemars::transform::RecursiveTransform;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde_json::{Map, Value, json};

use sellwerk_core::lists::{DEFAULT_PERIOD, FilterKey, ListDef, PERIOD_PRESETS, ValueKind};

use crate::idempotency::Idempotency;
use crate::routing::{Access, RouteInfo};

pub use operations::operations;

/// Where the document's schemas live (a JSON pointer).
const COMPONENTS: &str = "/components/schemas";
const REF_PREFIX: &str = "#/components/schemas/";

/// The two schema generators: what handlers write (answers) and what they
/// read (bodies).
pub struct Schemas {
    out: SchemaGenerator,
    input: SchemaGenerator,
}

impl Schemas {
    fn new() -> Self {
        let settings = || {
            SchemaSettings::draft2020_12().with(|s| {
                s.definitions_path = COMPONENTS.into();
                s.meta_schema = None;
            })
        };
        Schemas {
            out: settings()
                .for_serialize()
                .with_transform(RecursiveTransform(optional_never_null))
                .into_generator(),
            input: settings().for_deserialize().into_generator(),
        }
    }

    /// The schema of an answer of type `T`, as serde writes it.
    pub fn out<T: JsonSchema>(&mut self) -> Schema {
        self.out.subschema_for::<T>()
    }

    /// The schema of a body of type `T`, as serde reads it.
    pub fn input<T: JsonSchema>(&mut self) -> Schema {
        self.input.subschema_for::<T>()
    }
}

/// In what a handler writes, a field that may be left out is one whose
/// `skip_serializing_if` left it out (`Option::is_none` everywhere here):
/// when present it is never `null`, so its schema drops `null`.
fn optional_never_null(schema: &mut Schema) {
    let Some(object) = schema.as_object_mut() else {
        return;
    };
    let required: Vec<String> = object
        .get("required")
        .and_then(Value::as_array)
        .map(|r| {
            r.iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let Some(Value::Object(properties)) = object.get_mut("properties") else {
        return;
    };
    for (name, property) in properties.iter_mut() {
        if !required.contains(name) {
            drop_null(property);
        }
    }
}

/// `{"type": ["string", "null"]}` -> `{"type": "string"}`; `{"anyOf": [X,
/// {"type": "null"}]}` -> `X` (beside the property's other keywords).
fn drop_null(property: &mut Value) {
    let Some(object) = property.as_object_mut() else {
        return;
    };
    if let Some(Value::Array(types)) = object.get_mut("type") {
        types.retain(|t| t != "null");
        if let [only] = types.as_slice() {
            let only = only.clone();
            object.insert("type".to_owned(), only);
        }
    }
    let single = match object.get("anyOf") {
        Some(Value::Array(options)) => {
            let rest: Vec<&Value> = options
                .iter()
                .filter(|o| o.get("type").and_then(Value::as_str) != Some("null"))
                .collect();
            match rest.as_slice() {
                [one] if rest.len() < options.len() => Some((*one).clone()),
                _ => None,
            }
        }
        _ => None,
    };
    if let Some(one) = single {
        object.remove("anyOf");
        if let Value::Object(fields) = one {
            object.extend(fields);
        }
    }
}

/// One parameter in the query or the headers.
pub struct Param {
    pub name: String,
    pub required: bool,
    pub schema: Value,
    pub description: &'static str,
}

/// What a route takes.
pub enum Body {
    /// A JSON body (`application/json`), read by serde as this schema.
    Json(Schema),
    /// A form body (`application/x-www-form-urlencoded`) with these fields.
    Form(Schema),
    /// Raw bytes of these media types (an upload).
    Bytes(&'static [&'static str]),
}

/// What a route answers on success.
pub enum Content {
    Json(Schema),
    /// No body (204, or a redirect with `Location`).
    Empty,
    /// Bytes of this media type (a file, an image, a CSV).
    Bytes(&'static str),
}

/// One route's entry: everything the document says of it besides its
/// method, path and access, which come from the route table.
pub struct Operation {
    pub method: &'static str,
    pub path: &'static str,
    pub summary: &'static str,
    pub query: Vec<Param>,
    pub headers: Vec<Param>,
    pub body: Option<Body>,
    pub answers: Vec<(u16, Content)>,
    pub errors: Vec<u16>,
}

impl Operation {
    pub fn new(method: &'static str, path: &'static str, summary: &'static str) -> Self {
        Operation {
            method,
            path,
            summary,
            query: Vec::new(),
            headers: Vec::new(),
            body: None,
            answers: Vec::new(),
            errors: Vec::new(),
        }
    }

    pub fn json_body(mut self, schema: Schema) -> Self {
        self.body = Some(Body::Json(schema));
        self
    }

    pub fn form_body(mut self, schema: Schema) -> Self {
        self.body = Some(Body::Form(schema));
        self
    }

    pub fn bytes_body(mut self, types: &'static [&'static str]) -> Self {
        self.body = Some(Body::Bytes(types));
        self
    }

    pub fn answers(mut self, status: u16, content: Content) -> Self {
        self.answers.push((status, content));
        self
    }

    pub fn ok(self, status: u16, schema: Schema) -> Self {
        self.answers(status, Content::Json(schema))
    }

    pub fn query(
        mut self,
        name: &'static str,
        required: bool,
        schema: Value,
        description: &'static str,
    ) -> Self {
        self.query.push(Param {
            name: name.to_owned(),
            required,
            schema,
            description,
        });
        self
    }

    pub fn header(
        mut self,
        name: &'static str,
        required: bool,
        schema: Value,
        description: &'static str,
    ) -> Self {
        self.headers.push(Param {
            name: name.to_owned(),
            required,
            schema,
            description,
        });
        self
    }

    /// The list query of spec section 3 (paging, sorting, search and the
    /// list's filters, read by core's `ListQuery`; what the list does not
    /// offer is 422).
    pub fn list_query(self) -> Self {
        self.query(
            "page",
            false,
            json!({"type": "integer", "minimum": 1}),
            "page number, from 1",
        )
        .query(
            "per",
            false,
            json!({"type": "integer", "enum": sellwerk_core::lists::PAGE_SIZES}),
            "page size",
        )
        .query(
            "sort",
            false,
            json!({"type": "string"}),
            "a sort key the list offers",
        )
        .query(
            "dir",
            false,
            json!({"type": "string", "enum": ["asc", "desc"]}),
            "sort direction",
        )
        .query("query", false, json!({"type": "string"}), "search text")
        .query(
            "after",
            false,
            json!({"type": "string", "maxLength": sellwerk_core::lists::MAX_CURSOR_CHARS}),
            "the page after this cursor (a page's `next`); a cursor of another list or sort is 422",
        )
        .query(
            "before",
            false,
            json!({"type": "string", "maxLength": sellwerk_core::lists::MAX_CURSOR_CHARS}),
            "the page before this cursor (a page's `prev`); not with `after`",
        )
        .query(
            "counts",
            false,
            json!({"type": "boolean"}),
            "count the matching rows (up to total_count_max) into total_count and total_capped",
        )
        .errors(&[422])
    }

    /// The query of list `def`: the generic list query
    /// ([`Operation::list_query`]) narrowed to what `def` offers (its sort
    /// keys, and the search text only if it takes one) and each of its
    /// filters' parameters, all from core's list definition
    /// (`sellwerk_core::lists`), which is what the handler checks the
    /// query against (anything else is 422).
    pub fn list_of(self, def: &ListDef) -> Self {
        let mut op = self.list_query();
        if !def.searchable {
            op.query.retain(|p| p.name != "query");
        }
        for param in &mut op.query {
            if param.name == "sort" {
                let (key, _) = def.default_sort;
                param.schema = json!({"type": "string", "enum": def.sorts, "default": key});
                param.description =
                    "a sort key the list offers (`default`: the one used without it)";
            }
        }
        for key in def.filters {
            op.query.extend(filter_params(*key));
        }
        op
    }

    /// The query of a signed link (downloads, certificates): its expiry
    /// and signature.
    pub fn signed_link(self) -> Self {
        self.query(
            "exp",
            true,
            json!({"type": "integer"}),
            "expiry (Unix seconds)",
        )
        .query(
            "sig",
            true,
            json!({"type": "string"}),
            "the link's signature",
        )
    }

    /// A stored file's answer (issue 29): the whole file (200) of `media`,
    /// or the one range a `Range` header asks for (206), or 416 for a
    /// range past its end.
    pub fn ranged(self, media: &'static str) -> Self {
        self.header(
            "Range",
            false,
            json!({"type": "string"}),
            "one byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered with the whole file",
        )
        .answers(200, Content::Bytes(media))
        .answers(206, Content::Bytes(media))
        .errors(&[416])
    }

    pub fn errors(mut self, statuses: &[u16]) -> Self {
        self.errors.extend_from_slice(statuses);
        self
    }

    fn error_statuses(&self, route: &RouteInfo) -> Vec<u16> {
        let access = route.access;
        let mut errors = self.errors.clone();
        // the router's `Idempotency-Key` answers (`crate::idempotency`): a
        // malformed key 400, a key still running 409, a key reused for
        // another request 422
        if route.idempotency == Idempotency::Stored {
            errors.extend([400, 409, 422]);
        }
        if self.path.contains(':') {
            errors.push(404);
        }
        if self.body.is_some() {
            errors.extend([400, 413, 422]);
        }
        if matches!(access, Access::User | Access::Seller | Access::Admin) {
            errors.extend([401, 403]);
        }
        errors.push(503);
        errors.sort_unstable();
        errors.dedup();
        errors.retain(|s| !self.answers.iter().any(|(a, _)| a == s));
        errors
    }
}

/// The query parameters of one list filter, as core's list engine reads
/// them (`lists::parse`): one parameter for a value or a list of values,
/// `_from` / `_to` for a range, `_from_time` / `_till_time` for a period
/// (days before now). Decision: the value of a text filter (a state, a
/// form, a method) is any text; core does not restrict it to the values
/// the list's rows hold, so a value no row has matches nothing (200 with
/// an empty page), and the document names no enum for it.
fn filter_params(key: FilterKey) -> Vec<Param> {
    let kind = key.kind();
    let one = |schema: Value, description: &'static str| {
        key.params()
            .into_iter()
            .map(|name| Param {
                name,
                required: false,
                schema: schema.clone(),
                description,
            })
            .collect::<Vec<_>>()
    };
    let integers = |(lo, hi): (i64, i64)| json!({"type": "integer", "minimum": lo, "maximum": hi});
    match kind {
        ValueKind::Text => one(
            json!({"type": "string", "minLength": 1}),
            "one value, or several separated by commas (any of them matches)",
        ),
        ValueKind::Id => one(
            json!({"type": "string", "pattern": "^[1-9][0-9]*(,[1-9][0-9]*)*$"}),
            "an id, or several separated by commas (any of them matches)",
        ),
        ValueKind::Country => one(
            json!({"type": "string", "pattern": "^[A-Za-z]{2}(,[A-Za-z]{2})*$"}),
            "a two-letter country code, or several separated by commas",
        ),
        ValueKind::Flag => one(json!({"type": "boolean"}), "`true` or `false`"),
        ValueKind::Year | ValueKind::Month | ValueKind::CountRange | ValueKind::DaysRange => one(
            kind.int_bounds()
                .map_or_else(|| json!({"type": "integer"}), integers),
            "a bound (both ends inclusive)",
        ),
        ValueKind::AmountRange => one(
            json!({"type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?$"}),
            "an amount of the row's currency, at least 0 (both ends inclusive)",
        ),
        ValueKind::DateRange => one(
            json!({"type": "string", "format": "date"}),
            "a day, YYYY-MM-DD (both ends inclusive)",
        ),
        ValueKind::Relative => {
            let days = kind
                .int_bounds()
                .map_or_else(|| json!({"type": "integer"}), integers);
            let [from, till] = <[String; 2]>::try_from(key.params()).unwrap_or_default();
            let from_schema =
                json!({"type": "integer", "enum": PERIOD_PRESETS, "default": DEFAULT_PERIOD});
            vec![
                Param {
                    name: from,
                    required: false,
                    schema: from_schema,
                    description: "the period's start in days before now (one of the presets)",
                },
                Param {
                    name: till,
                    required: false,
                    schema: days,
                    description: "the period's end in days before now (0: now)",
                },
            ]
        }
    }
}

/// `/v1/shop/:username/products/:id` -> `/v1/shop/{username}/products/{id}`.
pub fn openapi_path(path: &str) -> String {
    path.split('/')
        .map(|part| match part.strip_prefix(':') {
            Some(name) => format!("{{{name}}}"),
            None => part.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The schema of a path parameter: ids are positive integers (anything
/// else is 404), the rate index counts from 0, the rest are text.
fn path_param_schema(name: &str) -> Value {
    match name {
        "id" | "plan_id" | "file_id" | "ticket_id" | "product_id" | "lesson_id" | "user_id" => {
            json!({"type": "integer", "minimum": 1})
        }
        "index" => json!({"type": "integer", "minimum": 0}),
        _ => json!({"type": "string", "minLength": 1}),
    }
}

fn access_name(access: Access) -> &'static str {
    match access {
        Access::Public => "public",
        Access::User => "user",
        Access::Seller => "seller",
        Access::Admin => "admin",
        Access::Dev => "dev",
    }
}

fn security(access: Access) -> Option<Value> {
    match access {
        Access::Public | Access::Dev => None,
        Access::User | Access::Seller => Some(json!([{"bearer": []}, {"access_cookie": []}])),
        Access::Admin => Some(json!([
            {"bearer": [], "admin_token": []},
            {"access_cookie": [], "admin_cookie": []},
        ])),
    }
}

fn param(name: &str, place: &str, required: bool, schema: &Value, description: &str) -> Value {
    let mut p = Map::new();
    p.insert("name".to_owned(), Value::from(name));
    p.insert("in".to_owned(), Value::from(place));
    p.insert("required".to_owned(), Value::from(required));
    p.insert("schema".to_owned(), schema.clone());
    if !description.is_empty() {
        p.insert("description".to_owned(), Value::from(description));
    }
    Value::Object(p)
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        204 => "No content",
        206 => "Partial content: the one range asked for (`Content-Range`)",
        303 => "See other (`Location`)",
        400 => "Bad request: not JSON, or not the shape the route takes",
        401 => "Unauthorized: no, a bad or an expired token, or wrong credentials",
        403 => "Forbidden",
        404 => "Not found",
        409 => "Conflict: the resource's state does not allow this",
        413 => "Payload too large",
        416 => "Range not satisfiable (`Content-Range: bytes */size`)",
        422 => "Invalid input: every problem, each with its field and translation key",
        429 => "Too many requests (`Retry-After`)",
        502 => "A provider could not be reached or failed",
        503 => "A production worker without its settings refuses to serve",
        _ => "Answer",
    }
}

/// The answer of error `status`: the `Error` schema, with the header a
/// 429 (`Retry-After`) or a 416 (`Content-Range`) carries.
fn error_answer(status: u16) -> Value {
    let header = match status {
        503 => return json!({"$ref": "#/components/responses/Error"}),
        429 => Some(("Retry-After", "integer")),
        416 => Some(("Content-Range", "string")),
        _ => None,
    };
    let mut answer = json!({
        "description": reason(status),
        "content": {"application/json": {"schema": {"$ref": format!("{REF_PREFIX}Error")}}},
    });
    if let (Some((name, kind)), Some(object)) = (header, answer.as_object_mut()) {
        object.insert(
            "headers".to_owned(),
            json!({ name: {"schema": {"type": kind}} }),
        );
    }
    answer
}

fn operation_object(route: &RouteInfo, op: &Operation) -> Value {
    let mut parameters: Vec<Value> = route
        .path
        .split('/')
        .filter_map(|p| p.strip_prefix(':'))
        .map(|name| param(name, "path", true, &path_param_schema(name), ""))
        .collect();
    parameters.extend(
        op.query
            .iter()
            .map(|p| param(&p.name, "query", p.required, &p.schema, p.description)),
    );
    parameters.extend(
        op.headers
            .iter()
            .map(|p| param(&p.name, "header", p.required, &p.schema, p.description)),
    );
    // every route the router keeps answers for takes the key, from the
    // table (an entry need not repeat it)
    if route.idempotency == Idempotency::Stored
        && !op.headers.iter().any(|p| p.name == "Idempotency-Key")
    {
        parameters.push(param(
            "Idempotency-Key",
            "header",
            false,
            &json!({"type": "string", "minLength": 1, "maxLength": crate::idempotency::KEY_MAX}),
            "1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`)",
        ));
    }
    let mut responses = Map::new();
    for (status, content) in &op.answers {
        let mut answer = Map::new();
        answer.insert("description".to_owned(), Value::from(reason(*status)));
        match content {
            Content::Json(schema) => {
                answer.insert(
                    "content".to_owned(),
                    json!({"application/json": {"schema": schema}}),
                );
            }
            Content::Bytes(media) => {
                answer.insert("content".to_owned(), json!({*media: {"schema": {}}}));
            }
            Content::Empty => {}
        }
        if *status == 303 {
            answer.insert(
                "headers".to_owned(),
                json!({"Location": {"schema": {"type": "string"}}}),
            );
        }
        responses.insert(status.to_string(), Value::Object(answer));
    }
    for status in op.error_statuses(route) {
        responses.insert(status.to_string(), error_answer(status));
    }
    let mut object = Map::new();
    object.insert("operationId".to_owned(), Value::from(operation_id(route)));
    object.insert("summary".to_owned(), Value::from(op.summary));
    object.insert("parameters".to_owned(), Value::Array(parameters));
    object.insert("responses".to_owned(), Value::Object(responses));
    object.insert(
        "x-access".to_owned(),
        Value::from(access_name(route.access)),
    );
    if let Some(security) = security(route.access) {
        object.insert("security".to_owned(), security);
    }
    if let Some(body) = &op.body {
        let body = match body {
            Body::Json(schema) => json!({
                "required": true,
                "content": {"application/json": {"schema": schema}},
            }),
            Body::Form(schema) => json!({
                "required": false,
                "content": {
                    "application/x-www-form-urlencoded": {"schema": schema},
                    "application/json": {"schema": schema},
                },
            }),
            Body::Bytes(types) => json!({
                "required": true,
                "content": types.iter().map(|t| ((*t).to_owned(), json!({"schema": {}}))).collect::<Map<_, _>>(),
            }),
        };
        object.insert("requestBody".to_owned(), body);
    }
    Value::Object(object)
}

/// `get_v1_shop_username_products_id`: unique per method and path.
fn operation_id(route: &RouteInfo) -> String {
    let mut id = route.method.to_ascii_lowercase();
    for part in route.path.split('/').filter(|p| !p.is_empty()) {
        id.push('_');
        id.extend(
            part.trim_start_matches(':')
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }),
        );
    }
    id
}

/// The entry of `route`, if [`operations`] has one.
fn entry_of<'a>(ops: &'a [Operation], route: &RouteInfo) -> Option<&'a Operation> {
    ops.iter()
        .find(|o| o.method == route.method && o.path == route.path)
}

/// Renames `$ref`s inside `value` by `renamed` (old name -> new name).
fn rename_refs(value: &mut Value, renamed: &[(String, String)]) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if key == "$ref"
                    && let Value::String(target) = v
                    && let Some(name) = target.strip_prefix(REF_PREFIX)
                    && let Some((_, new)) = renamed.iter().find(|(old, _)| old == name)
                {
                    *target = format!("{REF_PREFIX}{new}");
                } else {
                    rename_refs(v, renamed);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| rename_refs(v, renamed)),
        _ => {}
    }
}

/// The `OpenAPI` 3.1 document of `routes` (the route table of a build),
/// with the entries of the development routes when `development_routes`
/// (a development build's table). A route without an entry in
/// [`operations`] is an error naming it.
pub fn document_of(routes: &[RouteInfo], development_routes: bool) -> Result<Value, String> {
    let mut schemas = Schemas::new();
    let ops = operations(&mut schemas, development_routes);
    // every error answer's one shape, `#/components/schemas/Error`
    schemas.out::<crate::error::Body>();
    let mut paths = Map::new();
    let mut missing = Vec::new();
    for route in routes {
        let Some(op) = entry_of(&ops, route) else {
            missing.push(format!("{} {}", route.method, route.path));
            continue;
        };
        let item = paths
            .entry(openapi_path(route.path))
            .or_insert_with(|| json!({}));
        item[route.method.to_ascii_lowercase()] = operation_object(route, op);
    }
    if !missing.is_empty() {
        return Err(format!(
            "routes without an entry in api_doc::operations: {}",
            missing.join(", ")
        ));
    }
    let stray: Vec<String> = ops
        .iter()
        .filter(|o| {
            !routes
                .iter()
                .any(|r| r.method == o.method && r.path == o.path)
        })
        .map(|o| format!("{} {}", o.method, o.path))
        .collect();
    if !stray.is_empty() {
        return Err(format!(
            "entries in api_doc::operations for no route of the table: {}",
            stray.join(", ")
        ));
    }
    // answers' schemas as serde writes them; bodies' as serde reads them,
    // a body's type named `{Name}Input` where the two differ
    let mut components: Map<String, Value> = schemas.out.take_definitions(true);
    let mut inputs = schemas.input.take_definitions(true);
    let renamed: Vec<(String, String)> = inputs
        .iter()
        .filter(|(name, schema)| components.get(*name).is_some_and(|s| s != *schema))
        .map(|(name, _)| (name.clone(), format!("{name}Input")))
        .collect();
    for (name, mut schema) in std::mem::take(&mut inputs) {
        rename_refs(&mut schema, &renamed);
        let name = renamed
            .iter()
            .find(|(old, _)| *old == name)
            .map_or(name, |(_, new)| new.clone());
        components.insert(name, schema);
    }
    for item in paths.values_mut() {
        for op in item
            .as_object_mut()
            .into_iter()
            .flat_map(|o| o.values_mut())
        {
            if let Some(body) = op.get_mut("requestBody") {
                rename_refs(body, &renamed);
            }
        }
    }
    let mut sorted: Vec<(String, Value)> = components.into_iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Sellwerk API",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Generated from the edge's route table and the Rust types it reads and answers. Errors have one shape (spec section 8): `error` and `message` for form-style clients, `errors` (JSON:API) with each problem's translation key as `code` and its field as `source.pointer`.",
        },
        "jsonSchemaDialect": "https://spec.openapis.org/oas/3.1/dialect/base",
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {
            "schemas": sorted.into_iter().collect::<Map<_, _>>(),
            "responses": {
                "Error": {
                    "description": reason(503),
                    "content": {"application/json": {"schema": {"$ref": format!("{REF_PREFIX}Error")}}},
                },
            },
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer", "description": "the access token of a session (`Authorization: Bearer …`)"},
                "access_cookie": {"type": "apiKey", "in": "cookie", "name": crate::session::ACCESS_COOKIE, "description": "the same access token as the browser's cookie"},
                "admin_token": {"type": "apiKey", "in": "header", "name": "admin-token", "description": "admin mode's token, besides the session"},
                "admin_cookie": {"type": "apiKey", "in": "cookie", "name": crate::session::ADMIN_COOKIE, "description": "admin mode's token as a cookie"},
            },
        },
    }))
}

/// The build a document describes. Both documents are made from one
/// native build with the `dev` feature (the edge's host tests): the
/// production one from the table without its development part and without
/// those routes' entries, so that it is the document a production build
/// would make of itself (no development route, none of their types).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Build {
    /// `wrangler deploy`'s build, without the `dev` feature.
    Production,
    /// `wrangler dev --env dev`'s build (`npm start`, the tests).
    #[cfg(feature = "dev")]
    Development,
}

impl Build {
    /// Where the document of this build lives, under `edge/`: the worker
    /// includes it from there (`router.rs`, `openapi_document`).
    pub fn file(self) -> &'static str {
        match self {
            Build::Production => "openapi/production.json",
            #[cfg(feature = "dev")]
            Build::Development => "openapi/development.json",
        }
    }
}

/// The document a build serves, as JSON text (compact: the bytes the worker
/// answers).
pub fn document(build: Build) -> Result<String, String> {
    let doc = match build {
        Build::Production => document_of(&crate::router::production_routes(), false),
        #[cfg(feature = "dev")]
        Build::Development => document_of(&crate::router::all(), true),
    }?;
    serde_json::to_string(&doc).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_once() {
        let routes = crate::router::all();
        let mut schemas = Schemas::new();
        let ops = operations(&mut schemas, true);
        for op in &ops {
            assert!(
                routes
                    .iter()
                    .any(|r| r.method == op.method && r.path == op.path),
                "api_doc has an entry for a route the table does not serve: {} {}",
                op.method,
                op.path
            );
            let twins = ops
                .iter()
                .filter(|o| o.method == op.method && o.path == op.path)
                .count();
            assert_eq!(twins, 1, "two entries for {} {}", op.method, op.path);
        }
        let doc = document_of(&routes, true).unwrap();
        let paths = doc["paths"].as_object().unwrap();
        let listed: usize = paths.values().map(|p| p.as_object().unwrap().len()).sum();
        assert_eq!(listed, routes.len());
    }

    #[test]
    fn an_entry_without_a_route_fails() {
        let mut routes = crate::router::all();
        routes.retain(|r| r.path != "/v1/health");
        let err = document_of(&routes, true).unwrap_err();
        assert!(
            err.contains("for no route of the table: GET /v1/health"),
            "{err}"
        );
    }

    #[test]
    fn a_route_without_an_entry_fails() {
        let stray = RouteInfo {
            method: "GET",
            path: "/v1/nowhere/:id",
            access: Access::Public,
            idempotency: crate::idempotency::Idempotency::None,
        };
        let err = document_of(&[stray], false).unwrap_err();
        assert!(err.contains("GET /v1/nowhere/:id"), "{err}");
    }

    /// Each list route's query names its list's filters (with their range
    /// and period suffixes) and sort keys, from core's definition, and the
    /// search text only where the list takes one.
    #[test]
    fn list_routes_name_their_filters_and_sorts() {
        use sellwerk_core::lists;
        let doc = document_of(&crate::router::all(), true).unwrap();
        let mut seen = Vec::new();
        for (path, def) in [
            ("/v1/shop/{username}/products", &lists::SHOP_PRODUCTS),
            ("/v1/cabinet/products", &lists::PRODUCTS),
            ("/v1/cabinet/orders", &lists::ORDERS),
            ("/v1/cabinet/order_rates", &lists::ORDER_RATES),
            ("/v1/cabinet/payment_tickets", &lists::PAYMENT_TICKETS),
            ("/v1/cabinet/coupons", &lists::COUPONS),
            ("/v1/cabinet/courses/sessions", &lists::COURSE_SESSIONS),
            (
                "/v1/cabinet/courses/lesson_statuses",
                &lists::LESSON_STATUSES,
            ),
            ("/v1/cabinet/courses/quiz_attempts", &lists::QUIZ_ATTEMPTS),
            ("/v1/cabinet/media", &lists::MEDIA),
        ] {
            seen.push(def.name);
            let params = doc["paths"][path]["get"]["parameters"].as_array().unwrap();
            let query: Vec<&str> = params
                .iter()
                .filter(|p| p["in"] == "query")
                .map(|p| p["name"].as_str().unwrap())
                .collect();
            for key in def.filters {
                for name in key.params() {
                    assert!(query.contains(&name.as_str()), "{path} lacks {name}");
                }
            }
            let offered: usize = def.filters.iter().map(|k| k.params().len()).sum();
            assert!(query.len() > offered, "{path}: {query:?}");
            assert_eq!(query.contains(&"query"), def.searchable, "{path}");
            let sort = params.iter().find(|p| p["name"] == "sort").unwrap();
            assert_eq!(sort["schema"]["enum"], json!(def.sorts), "{path}");
            assert_eq!(sort["schema"]["default"], def.default_sort.0, "{path}");
        }
        // every list of core is served (and so documented) by one of them
        for def in lists::LISTS {
            assert!(seen.contains(&def.name), "{} is not checked here", def.name);
        }
        // a range's bounds and a period's presets come from core
        let orders = doc["paths"]["/v1/cabinet/orders"]["get"]["parameters"]
            .as_array()
            .unwrap();
        let param =
            |name: &str| orders.iter().find(|p| p["name"] == name).unwrap()["schema"].clone();
        assert_eq!(param("created_from")["format"], "date");
        assert_eq!(
            param("created_from_time")["enum"],
            json!(lists::PERIOD_PRESETS)
        );
        assert_eq!(param("created_till_time")["maximum"], 365);
        assert_eq!(param("buyer_country_code")["type"], "string");
        assert_eq!(param("exclude_not_completed")["type"], "boolean");
    }

    #[test]
    fn paths_in_openapi_form() {
        assert_eq!(
            openapi_path("/v1/shop/:username/products/:id"),
            "/v1/shop/{username}/products/{id}"
        );
    }

    /// The documents the workers serve (`edge/openapi/*.json`, included as
    /// they are) are what the route table and the types give now. With
    /// `SELLWERK_OPENAPI_WRITE` set (`scripts/api-doc.sh`, before every
    /// build of the worker) it writes each one that differs instead.
    #[test]
    fn served_documents_are_current() {
        let write = std::env::var_os("SELLWERK_OPENAPI_WRITE").is_some();
        let builds = [
            Build::Production,
            #[cfg(feature = "dev")]
            Build::Development,
        ];
        for build in builds {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(build.file());
            let made = document(build).unwrap();
            if std::fs::read_to_string(&path).ok().as_deref() == Some(made.as_str()) {
                continue;
            }
            assert!(
                write,
                "{} is not what the route table and the types give now: \
                 make it with scripts/api-doc.sh (every build does) and commit it",
                path.display()
            );
            // whole or not at all: a worker's build may read it meanwhile
            let part = path.with_extension("json.part");
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&part, &made).unwrap();
            std::fs::rename(&part, &path).unwrap();
        }
    }

    /// The production document is the production build's: no development
    /// route, and none of the types only they read or answer.
    #[cfg(feature = "dev")]
    #[test]
    fn the_production_document_leaves_the_development_routes_out() {
        let production: Value =
            serde_json::from_str(&document(Build::Production).unwrap()).unwrap();
        let development: Value =
            serde_json::from_str(&document(Build::Development).unwrap()).unwrap();
        let paths = |doc: &Value| {
            doc["paths"]
                .as_object()
                .unwrap()
                .keys()
                .cloned()
                .collect::<Vec<_>>()
        };
        assert!(
            paths(&development)
                .iter()
                .any(|p| p.starts_with("/v1/dev/"))
        );
        assert!(paths(&development).iter().any(|p| p.contains("sandbox")));
        assert!(
            paths(&production)
                .iter()
                .all(|p| !p.starts_with("/v1/dev/") && !p.contains("sandbox")),
            "{:?}",
            paths(&production)
        );
        let schemas = |doc: &Value| doc["components"]["schemas"].as_object().unwrap().clone();
        assert!(schemas(&development).contains_key("DevFaults"));
        assert!(!schemas(&production).contains_key("DevFaults"));
    }
}
