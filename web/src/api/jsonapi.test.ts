import { describe, expect, it } from "vitest";
import { parseError } from "./errors";
import { fromJsonApi, toJsonApi } from "./jsonapi";

describe("JSON:API answers", () => {
  it("flattens one resource and a collection with meta.total_count", () => {
    expect(fromJsonApi({ data: { id: "1", type: "product", attributes: { name: "A" } } })).toEqual({ id: "1", type: "product", name: "A" });
    expect(
      fromJsonApi({
        data: [{ id: "1", type: "product", attributes: { name: "A" } }],
        meta: { total_count: 12, total_count_max: 300 },
        included: [{ id: "9", type: "seller", attributes: { username: "demo" } }],
      }),
    ).toEqual({
      list: [{ id: "1", type: "product", name: "A" }],
      total_count: 12,
      total_count_max: 300,
      included: [{ id: "9", type: "seller", username: "demo" }],
    });
  });

  it("leaves plain answers alone", () => {
    const plain = { list: [], total_count: 0 };
    expect(fromJsonApi(plain)).toBe(plain);
    expect(fromJsonApi({ data: "x" })).toEqual({ data: "x" });
  });

  it("wraps a request body", () => {
    expect(toJsonApi("user", { email: "a@b.de" })).toEqual({ data: { type: "user", attributes: { email: "a@b.de" } } });
  });
});

describe("error answers", () => {
  it("reads the edge's shape: code, detail, every field problem", () => {
    const e = parseError(422, {
      error: "required",
      message: "This field is required.",
      errors: [
        { status: "422", code: "required", title: "Unprocessable", detail: "This field is required.", source: { pointer: "/first_name" } },
        { status: "422", code: "password_too_short", title: "Unprocessable", detail: "Too short", source: { pointer: "/password" } },
      ],
    });
    expect([e.status, e.code, e.message, e.field]).toEqual([422, "required", "This field is required.", "first_name"]);
    expect(e.problems).toEqual([
      { field: "first_name", code: "required" },
      { field: "password", code: "password_too_short" },
    ]);
  });

  it("shows the edge's message (the code's text), not the detail of this occurrence", () => {
    const e = parseError(404, {
      error: "coupon_not_found",
      message: "This coupon does not exist.",
      errors: [{ status: "404", code: "coupon_not_found", title: "Not found", detail: "you have no coupon 7" }],
    });
    expect([e.code, e.message]).toEqual(["coupon_not_found", "This coupon does not exist."]);
  });

  it("falls back from detail to title to page_server_error", () => {
    expect(parseError(400, { errors: [{ code: "x", title: "Title only" }] }).message).toBe("Title only");
    expect(parseError(500, { errors: [{}] }).message).toBe("page_server_error");
    expect(parseError(502, null)).toMatchObject({ code: "page_server_error", message: "page_server_error" });
  });

  it("reads the form style: error and message, or a list of strings", () => {
    expect(parseError(401, { error: "invalid_credentials", message: "Wrong" })).toMatchObject({
      code: "invalid_credentials",
      message: "Wrong",
    });
    expect(parseError(400, { errors: ["first item"] }).message).toBe("first item");
    expect(parseError(400, { type: "INVALID_INPUT" }).code).toBe("INVALID_INPUT");
  });

  it("names nested fields with dots, as core does", () => {
    expect(parseError(422, { errors: [{ code: "invalid_vat", source: { pointer: "/buyer/vat_id" } }] }).field).toBe("buyer.vat_id");
  });
});
