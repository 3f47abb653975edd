// Generated from the edge's API document (GET /v1/openapi.json) by
// scripts/api-types.sh; do not edit. tests/openapi.test.ts checks it fresh.
export interface paths {
    "/v1/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the admin in admin mode */
        get: operations["get_v1_admin_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** signs in with e-mail and password */
        post: operations["post_v1_app_session"];
        /** signs out */
        delete: operations["delete_v1_app_session"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/session/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** starts admin mode */
        post: operations["post_v1_app_session_admin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/session/magic_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** signs in by a mailed link's token */
        post: operations["post_v1_app_session_magic_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/session/order_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** signs in by an order confirmation's sign-in link */
        post: operations["post_v1_app_session_order_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/session/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** switches to another of the user's profiles */
        post: operations["post_v1_app_session_profile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/session/renew_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** a new access token for the refresh token (form, JSON or cookie) */
        post: operations["post_v1_app_session_renew_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** sign-up */
        post: operations["post_v1_app_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/accept_change_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** moves the account to the new address */
        post: operations["post_v1_app_user_accept_change_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/change_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** mails a confirmation to a new address */
        post: operations["post_v1_app_user_change_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/check_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** whether an e-mail address is free */
        post: operations["post_v1_app_user_check_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/check_username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** whether a username is free */
        post: operations["post_v1_app_user_check_username"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** confirms an address by its mailed token */
        post: operations["post_v1_app_user_confirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/confirmation/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** mails the confirmation again */
        post: operations["post_v1_app_user_confirmation_new"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the caller: user, profile, profiles, area */
        get: operations["get_v1_app_user_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** sets a new password by the mailed token */
        put: operations["put_v1_app_user_password"];
        /** mails a password reset */
        post: operations["post_v1_app_user_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/user/send_magic_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** mails a sign-in link */
        post: operations["post_v1_app_user_send_magic_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the shop's categories in their order */
        get: operations["get_v1_cabinet_categories"];
        put?: never;
        /** a new category with its products */
        post: operations["post_v1_cabinet_categories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** rewrites a category and its products */
        put: operations["put_v1_cabinet_categories_id"];
        post?: never;
        /** deletes a category */
        delete: operations["delete_v1_cabinet_categories_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's coupons */
        get: operations["get_v1_cabinet_coupons"];
        put?: never;
        /** one coupon, or many generated codes */
        post: operations["post_v1_cabinet_coupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** changes a coupon: once used, its code and discount are fixed; its limit (not below its uses), products, validity and state may change */
        put: operations["put_v1_cabinet_coupons_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/coupons/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** deactivates a coupon */
        post: operations["post_v1_cabinet_coupons_id_deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/courses/lesson_statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the buyers' lesson statuses */
        get: operations["get_v1_cabinet_courses_lesson_statuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/courses/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** each course with its publish state, the moves it allows and its buyers' progress */
        get: operations["get_v1_cabinet_courses_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/courses/quiz_attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the buyers' quiz attempts */
        get: operations["get_v1_cabinet_courses_quiz_attempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/courses/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's course sessions (one per buyer and course) */
        get: operations["get_v1_cabinet_courses_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's latest CSV exports */
        get: operations["get_v1_cabinet_exports"];
        put?: never;
        /** starts a CSV export of orders or payment tickets in the background */
        post: operations["post_v1_cabinet_exports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a CSV export's state and progress */
        get: operations["get_v1_cabinet_exports_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a done CSV export's file */
        get: operations["get_v1_cabinet_exports_id_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/funnels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's funnels with their steps */
        get: operations["get_v1_cabinet_funnels"];
        put?: never;
        /** a new funnel (deactivated) with its steps */
        post: operations["post_v1_cabinet_funnels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/funnels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a funnel with its steps */
        get: operations["get_v1_cabinet_funnels_id"];
        /** rewrites a funnel's name and steps */
        put: operations["put_v1_cabinet_funnels_id"];
        post?: never;
        /** deletes a funnel */
        delete: operations["delete_v1_cabinet_funnels_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/funnels/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a funnel's views, acceptances and revenue, per step and in all */
        get: operations["get_v1_cabinet_funnels_id_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/funnels/{id}/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** activates or deactivates a funnel (event activate or deactivate) */
        post: operations["post_v1_cabinet_funnels_id_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's paid money and orders of the last 30 days and the checklist before the first sale */
        get: operations["get_v1_cabinet_home"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** every legal document of the seller, and what publishing still needs */
        get: operations["get_v1_cabinet_legal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/legal/cancellation_terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's sets of cancellation terms, the default first */
        get: operations["get_v1_cabinet_legal_cancellation_terms"];
        put?: never;
        /** a new set of cancellation terms */
        post: operations["post_v1_cabinet_legal_cancellation_terms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/legal/cancellation_terms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** a set of cancellation terms; a changed text is a new version */
        put: operations["put_v1_cabinet_legal_cancellation_terms_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/legal/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's imprint, terms or privacy notice (null when not written) */
        get: operations["get_v1_cabinet_legal_kind"];
        /** writes the imprint, terms or privacy notice; a changed text is a new version */
        put: operations["put_v1_cabinet_legal_kind"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/legal/{kind}/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the platform's template of a document, filled from the seller profile (nothing saved) */
        get: operations["get_v1_cabinet_legal_kind_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's media library (kind image or font) */
        get: operations["get_v1_cabinet_media"];
        put?: never;
        /** uploads an image (purpose logo: 200 × 200; banner: 1920 × 1080; image: at most 8000 a side; PNG, JPEG, GIF, WebP) or a font (purpose font: WOFF2, WOFF, TTF, OTF) as the raw body, read by its bytes */
        post: operations["post_v1_cabinet_media"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** removes a file of the seller's media library (409 media_in_use while a page or the theme shows it, unless force=true) */
        delete: operations["delete_v1_cabinet_media_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's notifications, newest first, with the unread count */
        get: operations["get_v1_cabinet_notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/notifications/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** marks every notification read */
        post: operations["post_v1_cabinet_notifications_read_all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** how many of the seller's notifications are unread */
        get: operations["get_v1_cabinet_notifications_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** marks a notification read */
        post: operations["post_v1_cabinet_notifications_id_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/order_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's order rates */
        get: operations["get_v1_cabinet_order_rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's orders */
        get: operations["get_v1_cabinet_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the orders of the list's filters as CSV */
        get: operations["get_v1_cabinet_orders_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** an order with its payer, rates and delivery */
        get: operations["get_v1_cabinet_orders_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** refunds an amount up to what was paid and not refunded (all of it when left out) */
        post: operations["post_v1_cabinet_orders_id_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/page_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the designed templates of a page type, filled from the seller's products */
        get: operations["get_v1_cabinet_page_templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's builder pages */
        get: operations["get_v1_cabinet_pages"];
        put?: never;
        /** a new draft page; core checks its document */
        post: operations["post_v1_cabinet_pages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** one of the seller's pages */
        get: operations["get_v1_cabinet_pages_id"];
        /** saves a page's draft (buyers see it once published) */
        put: operations["put_v1_cabinet_pages_id"];
        post?: never;
        /** deletes a page; 409 page_in_use while a funnel shows it on a step (naming the funnels) */
        delete: operations["delete_v1_cabinet_pages_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/pages/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** publishes the draft: the shop's pages show it on the next request */
        post: operations["post_v1_cabinet_pages_id_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/pages/{id}/render_input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the exact input the edge renders the page from, for core in the browser */
        get: operations["get_v1_cabinet_pages_id_render_input"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/pages/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** takes the page off the shop */
        post: operations["post_v1_cabinet_pages_id_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/payment_tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's event tickets */
        get: operations["get_v1_cabinet_payment_tickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/payment_tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the tickets of the list's filters as CSV */
        get: operations["get_v1_cabinet_payment_tickets_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/payment_tickets/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** tickets per event */
        get: operations["get_v1_cabinet_payment_tickets_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/payment_tickets/{code}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a ticket's QR code */
        get: operations["get_v1_cabinet_payment_tickets_code_qr_svg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/payment_tickets/{code}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** admits a ticket */
        post: operations["post_v1_cabinet_payment_tickets_code_use"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of the seller's products */
        get: operations["get_v1_cabinet_products"];
        put?: never;
        /** a new product draft */
        post: operations["post_v1_cabinet_products"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a product with everything its editor needs */
        get: operations["get_v1_cabinet_products_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** changes a product's details */
        patch: operations["patch_v1_cabinet_products_id"];
        trace?: never;
    };
    "/v1/cabinet/products/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a course's or membership's content */
        get: operations["get_v1_cabinet_products_id_content"];
        /** sets the content */
        put: operations["put_v1_cabinet_products_id_content"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/course_publish/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** moves a course's publish state (schedule, start, complete, pause, resume, cancel) */
        post: operations["post_v1_cabinet_products_id_course_publish_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** removes the cover images */
        delete: operations["delete_v1_cabinet_products_id_cover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/cover/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a cover image */
        get: operations["get_v1_cabinet_products_id_cover_variant"];
        /** uploads a cover image: the original (PNG, JPEG, GIF, WebP), its 100 × 100 square s100, or its 400 × 400 WebP or JPEG square s400 */
        put: operations["put_v1_cabinet_products_id_cover_variant"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a product's files */
        get: operations["get_v1_cabinet_products_id_files"];
        /** uploads a file, streamed (`Content-Length` required); its type is read from its bytes, never from `Content-Type` */
        put: operations["put_v1_cabinet_products_id_files"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** removes a file */
        delete: operations["delete_v1_cabinet_products_id_files_file_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/files/{file_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a file's bytes, as a download of the type its bytes are */
        get: operations["get_v1_cabinet_products_id_files_file_id_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** the funnel the product's buyers go through after paying (null: none) */
        put: operations["put_v1_cabinet_products_id_funnel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a bundle's products */
        get: operations["get_v1_cabinet_products_id_items"];
        /** sets a bundle's products */
        put: operations["put_v1_cabinet_products_id_items"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/license_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a key pool's counts */
        get: operations["get_v1_cabinet_products_id_license_keys"];
        put?: never;
        /** adds keys: text, or generated */
        post: operations["post_v1_cabinet_products_id_license_keys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/pricing_plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** adds a plan */
        post: operations["post_v1_cabinet_products_id_pricing_plans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/pricing_plans/{plan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** changes a plan */
        put: operations["put_v1_cabinet_products_id_pricing_plans_plan_id"];
        post?: never;
        /** removes a plan */
        delete: operations["delete_v1_cabinet_products_id_pricing_plans_plan_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the editor's later sections and the bumps it may offer */
        get: operations["get_v1_cabinet_products_id_setup"];
        /** sets one or more sections */
        put: operations["put_v1_cabinet_products_id_setup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** an event's tickets */
        get: operations["get_v1_cabinet_products_id_tickets"];
        put?: never;
        /** adds a ticket */
        post: operations["post_v1_cabinet_products_id_tickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/tickets/{ticket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** changes a ticket */
        put: operations["put_v1_cabinet_products_id_tickets_ticket_id"];
        post?: never;
        /** removes a ticket */
        delete: operations["delete_v1_cabinet_products_id_tickets_ticket_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** begins an upload of a file in parts (above 100 MiB; at most 5 GiB): its token, part size and parts */
        post: operations["post_v1_cabinet_products_id_uploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/uploads/{upload}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** an upload in parts and the parts R2 has taken (`done`), to resume it */
        get: operations["get_v1_cabinet_products_id_uploads_upload"];
        put?: never;
        post?: never;
        /** gives an upload in parts up */
        delete: operations["delete_v1_cabinet_products_id_uploads_upload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/uploads/{upload}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** joins the parts into the product's file (409 upload_incomplete while parts are missing) */
        post: operations["post_v1_cabinet_products_id_uploads_upload_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/uploads/{upload}/parts/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** one part's bytes (exactly `part_size`, the last the rest), streamed into R2 */
        put: operations["put_v1_cabinet_products_id_uploads_upload_parts_number"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/products/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** a row action (publish, archive, copy, …) */
        post: operations["post_v1_cabinet_products_id_action"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/seller_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's business details */
        get: operations["get_v1_cabinet_seller_profile"];
        /** sets the business details */
        put: operations["put_v1_cabinet_seller_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** which notification kinds the seller gets by mail */
        get: operations["get_v1_cabinet_settings_notifications"];
        /** sets which notification kinds the seller gets by mail */
        put: operations["put_v1_cabinet_settings_notifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/settings/payment_providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the providers and their public settings */
        get: operations["get_v1_cabinet_settings_payment_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/settings/payment_providers/stripe/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** starts connecting the card provider through its onboarding: the provider's authorize page with a signed state */
        post: operations["post_v1_cabinet_settings_payment_providers_stripe_connect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/settings/payment_providers/stripe/connect/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** completes the card provider's onboarding with the code and state the provider sent back */
        post: operations["post_v1_cabinet_settings_payment_providers_stripe_connect_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/settings/payment_providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** connects a provider (its keys checked with it): the card provider's keys on `stripe`, the wallet provider's on `paypal` */
        put: operations["put_v1_cabinet_settings_payment_providers_provider"];
        post?: never;
        /** disconnects a provider */
        delete: operations["delete_v1_cabinet_settings_payment_providers_provider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/settings/payment_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the method matrix */
        get: operations["get_v1_cabinet_settings_payment_settings"];
        /** sets the method matrix */
        put: operations["put_v1_cabinet_settings_payment_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the theme every page of the shop shows */
        get: operations["get_v1_cabinet_theme"];
        /** the seller's own theme, or null for the default: every page shows it at once */
        put: operations["put_v1_cabinet_theme"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/tracking_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's tracking codes, oldest first */
        get: operations["get_v1_cabinet_tracking_codes"];
        put?: never;
        /** a new tracking code (its id checked by core's format per kind; at most 20) */
        post: operations["post_v1_cabinet_tracking_codes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cabinet/tracking_codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** one tracking code of the seller */
        get: operations["get_v1_cabinet_tracking_codes_id"];
        /** replaces a tracking code (kind, name, id or custom code, active) */
        put: operations["put_v1_cabinet_tracking_codes_id"];
        post?: never;
        /** removes a tracking code */
        delete: operations["delete_v1_cabinet_tracking_codes_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/certificate_checks/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** who earned which course from which seller on which day, by the code printed on the completion certificate; limited per client address */
        get: operations["get_v1_certificate_checks_code"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/certificates/{token}/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a certificate product's certificate (a PDF with its verification code), by a signed link */
        get: operations["get_v1_certificates_token_product_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/buyer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** who is signed in, to fill in the payment page: the address and names, or `null` for a guest (200 either way; only a current access token counts) */
        get: operations["get_v1_checkout_buyer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/funnels/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the current step of a buyer's funnel after a payment (the token is the edge's) */
        get: operations["get_v1_checkout_funnels_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/funnels/{token}/steps/{node}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** takes the step's offer with one click: an upsell order charged with the first order's method; 409 `funnel_run_ended` an hour after the first payment or once it is refunded, cancelled or charged back; 403 `funnel_other_browser` without the cookie of the browser that bought;              422 `consent_required` on `consents.{name}` for each box of the offer's `legal` not ticked              (nothing claimed, nothing charged) */
        post: operations["post_v1_checkout_funnels_token_steps_node_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/funnels/{token}/steps/{node}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** declines the step's offer: the next step or the thank-you page; 403 `funnel_other_browser` without the cookie of the browser that bought */
        post: operations["post_v1_checkout_funnels_token_steps_node_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** an order, once per Idempotency-Key */
        post: operations["post_v1_checkout_orders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** where an order stands: rates, delivery */
        get: operations["get_v1_checkout_orders_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** cancels a running subscription */
        post: operations["post_v1_checkout_orders_token_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders/{token}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** asks the provider about the order's open rates */
        post: operations["post_v1_checkout_orders_token_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders/{token}/rates/{index}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** pays a failed rate of a running plan */
        post: operations["post_v1_checkout_orders_token_rates_index_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders/{token}/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** signs the paying browser in to the buyer's purchases */
        post: operations["post_v1_checkout_orders_token_sign_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/orders/{token}/thank_you_page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the seller's published thank-you page for the order, rendered by core (style and body), or null */
        get: operations["get_v1_checkout_orders_token_thank_you_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** the authoritative quote of a cart */
        post: operations["post_v1_checkout_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/common/cookies_consent_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the cookie-consent banner's categories, names and descriptions in English and German; the list query of spec section 7 is accepted and ignored */
        get: operations["get_v1_common_cookies_consent_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/common/time_zones/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a time zone's TZif bytes (the name's `/` encoded as `%2F`), cached as immutable */
        get: operations["get_v1_common_time_zones_name"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/course_files/{user_id}/{product_id}/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a course lesson's or membership's file, by a signed link: inline when its bytes are PDF, a raster image, audio or video, else a download; served by the files site (FILES_ORIGIN), to which the app's site sends it (302) */
        get: operations["get_v1_course_files_user_id_product_id_file_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** moves the clock */
        post: operations["post_v1_dev_clock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/exports/{id}/chunk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** runs a chunk of a CSV export now */
        post: operations["post_v1_dev_exports_id_chunk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** switches faults and the production limits */
        post: operations["post_v1_dev_faults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the development mailbox */
        get: operations["get_v1_dev_mails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** stores a seller notification as the course area does */
        post: operations["post_v1_dev_notify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** points providers at loopback stand-ins */
        post: operations["post_v1_dev_providers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** runs a mail or notification queue message again, as a redelivery would */
        post: operations["post_v1_dev_redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the route table */
        get: operations["get_v1_dev_routes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/sandbox/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** settles a sandbox payment */
        post: operations["post_v1_dev_sandbox_id_settle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/session/expire_access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** expires the caller's access token */
        post: operations["post_v1_dev_session_expire_access"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/tick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** runs the scheduler's tick now */
        post: operations["post_v1_dev_tick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/downloads/{token}/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a bought file, by a signed link, as a download of the type its bytes are; served by the files site (FILES_ORIGIN), to which the app's site sends it (302) */
        get: operations["get_v1_downloads_token_file_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email_logs/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a buyer mail as it was sent, by the view link in it */
        get: operations["get_v1_email_logs_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emails/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** which optional mails an address gets from a shop, by the link in its mails */
        get: operations["get_v1_emails_unsubscribe_token"];
        /** turns optional categories of mails on or off */
        put: operations["put_v1_emails_unsubscribe_token"];
        /** one-click unsubscribe (RFC 8058) from every optional mail of the shop; the body is not read */
        post: operations["post_v1_emails_unsubscribe_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a done CSV export, by the signed link of its mail */
        get: operations["get_v1_exports_id_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** D1, and with `deep` R2 and a queue heartbeat */
        get: operations["get_v1_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{seller}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a file of a seller's media library (an image or a font), cached for good: a new upload has a new address */
        get: operations["get_v1_media_seller_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** this document */
        get: operations["get_v1_openapi_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the signed-in buyer's orders */
        get: operations["get_v1_payer_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the buyer's orders, courses and memberships of one shop */
        get: operations["get_v1_payer_s_username"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}/courses/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a bought course's outline, access, progress and certificate (no lesson content) */
        get: operations["get_v1_payer_s_username_courses_product_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}/courses/{product_id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the buyer's completion certificate: an A4 PDF (landscape or portrait as the course says) with its verification code, as a download */
        get: operations["get_v1_payer_s_username_courses_product_id_certificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}/courses/{product_id}/lessons/{lesson_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** an open lesson's content; records a view */
        get: operations["get_v1_payer_s_username_courses_product_id_lessons_lesson_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}/courses/{product_id}/lessons/{lesson_id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** marks an open lesson finished (409 quiz_not_passed while its quiz is not passed) */
        post: operations["post_v1_payer_s_username_courses_product_id_lessons_lesson_id_finish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}/courses/{product_id}/lessons/{lesson_id}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** grades and records a quiz attempt */
        post: operations["post_v1_payer_s_username_courses_product_id_lessons_lesson_id_quiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/s/{username}/memberships/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a bought membership and what it includes */
        get: operations["get_v1_payer_s_username_memberships_product_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payer/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the shops the signed-in buyer bought from */
        get: operations["get_v1_payer_sellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/paypal/return/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the buyer's return from the wallet provider */
        get: operations["get_v1_paypal_return_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/pay/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** the sandbox provider's payment page */
        get: operations["get_v1_sandbox_pay_id"];
        put?: never;
        /** pays on the sandbox's page */
        post: operations["post_v1_sandbox_pay_id"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/pay/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** answers the sandbox's 3-D Secure challenge */
        post: operations["post_v1_sandbox_pay_id_challenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/language/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** keeps the public pages' language (en, de) in the sw_locale cookie and sends the buyer back to `to` (a /s/ or /v/ path) */
        get: operations["get_v1_shop_language_lang"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a shop's public face: its name */
        get: operations["get_v1_shop_username"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** a message to the seller through the shop's contact form: JSON (201), or the page's form post (application/x-www-form-urlencoded, the same fields) answered 303 back to the page with `contact=sent|invalid|limited`; the form's own fields (`custom_1` to `custom_10`, `birthday`, `street`, `zip`, `country_code`) join the message; limited per client and sender address */
        post: operations["post_v1_shop_username_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/coupons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** an active coupon's terms, for the payment page's quote (a deactivated code is 404 like an unknown one); limited per client address and per shop */
        get: operations["get_v1_shop_username_coupons_code"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/documents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a shop's imprint, terms, privacy notice or cancellation terms (`ct_id`, `product_type`) */
        get: operations["get_v1_shop_username_documents_kind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a page of a shop's published products */
        get: operations["get_v1_shop_username_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a published product, its plans and offered bumps */
        get: operations["get_v1_shop_username_products_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/products/{id}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** a buyer's attempt at a product's password */
        post: operations["post_v1_shop_username_products_id_access"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/products/{id}/cover/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a published product's cover image */
        get: operations["get_v1_shop_username_products_id_cover_variant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/{username}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** a shop's active tracking codes and the consent cookie's name, loaded by its pages after consent */
        get: operations["get_v1_shop_username_tracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/paypal/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** the wallet provider's events for a seller */
        post: operations["post_v1_webhooks_paypal_username"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/sandbox/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** the sandbox provider's events */
        post: operations["post_v1_webhooks_sandbox_username"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/stripe/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** the card provider's events for a seller */
        post: operations["post_v1_webhooks_stripe_username"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/stripe_connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** the card provider's events for accounts connected through its onboarding (Connect), found by the event's `account` */
        post: operations["post_v1_webhooks_stripe_connect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An upsell a buyer accepted in a funnel after an order (issue 30: the
         *     thank-you page shows it).
         */
        AcceptedUpsell: {
            currency: string;
            /** @description What it charged, in the currency of its order. */
            due_now: string;
            name: string;
            payment_state: string;
            /** Format: int64 */
            product_id: number;
            /** @description The upsell's own order, whose page shows what it handed over. */
            token: string;
        };
        /**
         * @description Who may call a route. The router resolves the matching principal of
         *     `session` ([`session::User`](crate::session::User),
         *     [`session::Seller`](crate::session::Seller),
         *     [`session::Admin`](crate::session::Admin)) before the handler runs and
         *     hands it over as the handler's third argument; without one the answer
         *     is the principal's 401 or 403 and the handler is never called. Public
         *     and development routes take no principal.
         */
        Access: "public" | "user" | "seller" | "admin" | "dev";
        /**
         * @description `{product_id, password_required, grant}`: the grant (`null` for a
         *     product without a password) opens the product in `Product-Access`.
         */
        AccessAnswer: {
            grant: string | null;
            password_required: boolean;
            /** Format: int64 */
            product_id: number;
        };
        AccessBody: {
            password: string;
        };
        /**
         * @description Whether the buyer reaches the content now.
         * @enum {string}
         */
        AccessState: "open" | "blocked";
        /** @description `{user, profile}`: the admin in admin mode. */
        AdminMe: {
            profile: components["schemas"]["Profile"];
            user: components["schemas"]["User"];
        };
        /**
         * @description `{admin_token, expires_at}`: admin mode's token (also set as a cookie)
         *     and when it ends (RFC 3339).
         */
        AdminMode: {
            admin_token: string;
            expires_at: string;
        };
        /**
         * @description What a coupon's value is taken from: the amount the buyer pays
         *     (`end_amount`, VAT included) or the net amount.
         * @enum {string}
         */
        AmountBasis: "end_amount" | "net_amount";
        /**
         * @description For recurring plans: the first payment only, or every payment.
         * @enum {string}
         */
        AppliesTo: "first_payment" | "all_payments";
        /**
         * @description The application area a profile works in.
         * @enum {string}
         */
        Area: "cabinet" | "publish" | "team_member" | "payer" | "admin";
        /** @description Where the island scripts are served from. */
        Assets: {
            /** @description `/islands/` */
            islands: string;
            /** @description The cache-busting query value. */
            version: string;
        };
        Available: {
            available: boolean;
            /** @description The value as it would be stored (lowercased, trimmed). */
            value: string;
        };
        /** @description One block of a document as pages and mails show it. */
        Block: {
            text: string;
            /** @constant */
            type: "heading";
        } | {
            text: string;
            /** @constant */
            type: "paragraph";
        };
        /** @description Why access is blocked. */
        BlockReason: ("refunded" | "chargebacked") | "payment_paused" | "canceled" | "ended" | "unpaid";
        /** @description A page as the cabinet shows it. */
        BuilderPage: {
            created_at: string;
            /** @description The document being edited. */
            draft: unknown;
            /** Format: int64 */
            id: number;
            page_type: components["schemas"]["PageType"];
            /**
             * @description '' for the shop's home (or the shop's product page); a sub page's
             *     name otherwise (`/s/{username}/{path}`).
             */
            path: string;
            /** @description What buyers see; left out when not published. */
            published?: unknown;
            published_at?: string;
            title: string;
            updated_at: string;
            /**
             * @description The seller's funnels that show the page on a step (such a page
             *     cannot be deleted); left out when none does. Only in the list.
             */
            used_by?: components["schemas"]["BuilderPageUser"][];
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        BuilderPageList: {
            list: components["schemas"]["BuilderPage"][];
        };
        /** @description A funnel that shows a page on one of its steps. */
        BuilderPageUser: {
            /** Format: int64 */
            funnel_id: number;
            name: string;
        };
        /** @description A page as the seller writes it. */
        BuilderPageWrite: {
            /** @description core's builder document `{type, blocks}`; its type is `page_type`. */
            document: unknown;
            page_type: components["schemas"]["PageType"];
            /**
             * @description '' or a sub page's name: lowercase letters, digits and hyphens.
             * @default
             */
            path: string;
            /** @default  */
            title: string;
        };
        /** @description A product a seller may offer as an order bump, with its plans. */
        BumpChoice: {
            form: string;
            /** Format: int64 */
            id: number;
            name: string;
            pricing_plans: components["schemas"]["BumpPlan"][];
        };
        BumpChoiceInput: {
            /** Format: int64 */
            plan_id: number;
            /** Format: int64 */
            product_id: number;
        };
        /**
         * @description The order-bump layouts, named by their columns and how many bumps fit.
         * @enum {string}
         */
        BumpLayout: "one_column_3" | "two_column_3" | "two_step_2";
        BumpPlan: {
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["PlanKind"];
            name: string;
        };
        /**
         * @description Where the bumps sit on the payment page (spec section 3).
         * @enum {string}
         */
        BumpPosition: "belowProductDetails" | "belowPayerDetails" | "belowPaymentMethods";
        /** @description The business step of the seller profile (spec sections 3 and 5). */
        BusinessStep: {
            /**
             * @description `DD.MM.YYYY` or `YYYY-MM-DD`; required when `birthday_required`.
             * @default null
             */
            birthday: string | null;
            /**
             * @description The flag that asks for the birthday (set by the caller from the
             *     payment provider's needs).
             * @default false
             */
            birthday_required: boolean;
            /**
             * @description `natural` or `entity`.
             * @default null
             */
            business_type: string | null;
            /** @default null */
            city: string | null;
            /**
             * @description Entities: required.
             * @default null
             */
            company: string | null;
            /**
             * @description ISO 3166 alpha-2.
             * @default null
             */
            country_code: string | null;
            /** @default null */
            first_name: string | null;
            /**
             * @description ISO 3166 alpha-2 of the tax number's issuing country.
             * @default null
             */
            issuance_country_code: string | null;
            /** @default null */
            last_name: string | null;
            /** @default null */
            phone: string | null;
            /**
             * @description Entities outside the home country: required.
             * @default null
             */
            region: string | null;
            /** @default null */
            street: string | null;
            /**
             * @description Never required (spec: "address fields without streetNumber").
             * @default null
             */
            street_number: string | null;
            /** @default null */
            tax_number: string | null;
            /**
             * @description The flag that asks for the tax number outside the home country.
             * @default false
             */
            tax_number_required: boolean;
            /**
             * @description `number` or `identification_number`.
             * @default null
             */
            tax_number_type: string | null;
            /**
             * @description `small_business`, `educational`, `regulated_profession` or `other`;
             *     required when not a VAT payer.
             * @default null
             */
            vat_exempt_reason: string | null;
            /**
             * @description Checked when given (an optional field of the step).
             * @default null
             */
            vat_number: string | null;
            /** @default null */
            vat_payer: boolean | null;
            /** @default null */
            zip: string | null;
        };
        /** @description The business step of the seller profile (spec sections 3 and 5). */
        BusinessStepInput: {
            /**
             * @description `DD.MM.YYYY` or `YYYY-MM-DD`; required when `birthday_required`.
             * @default null
             */
            birthday: string | null;
            /**
             * @description The flag that asks for the birthday (set by the caller from the
             *     payment provider's needs).
             * @default false
             */
            birthday_required: boolean;
            /**
             * @description `natural` or `entity`.
             * @default null
             */
            business_type: string | null;
            /** @default null */
            city: string | null;
            /**
             * @description Entities: required.
             * @default null
             */
            company: string | null;
            /**
             * @description ISO 3166 alpha-2.
             * @default null
             */
            country_code: string | null;
            /** @default null */
            first_name: string | null;
            /**
             * @description ISO 3166 alpha-2 of the tax number's issuing country.
             * @default null
             */
            issuance_country_code: string | null;
            /** @default null */
            last_name: string | null;
            /** @default null */
            phone: string | null;
            /**
             * @description Entities outside the home country: required.
             * @default null
             */
            region: string | null;
            /** @default null */
            street: string | null;
            /**
             * @description Never required (spec: "address fields without streetNumber").
             * @default null
             */
            street_number: string | null;
            /** @default null */
            tax_number: string | null;
            /**
             * @description The flag that asks for the tax number outside the home country.
             * @default false
             */
            tax_number_required: boolean;
            /**
             * @description `number` or `identification_number`.
             * @default null
             */
            tax_number_type: string | null;
            /**
             * @description `small_business`, `educational`, `regulated_profession` or `other`;
             *     required when not a VAT payer.
             * @default null
             */
            vat_exempt_reason: string | null;
            /**
             * @description Checked when given (an optional field of the step).
             * @default null
             */
            vat_number: string | null;
            /** @default null */
            vat_payer: boolean | null;
            /** @default null */
            zip: string | null;
        };
        /**
         * @description The texts a buy button may carry: the spec's five (`dynamic_cta`,
         *     `buy_now`, `agree_on_terms_and_pay`, `complete_order`,
         *     `accept_and_pay_now`) and the three the cabinet offered before issue 17
         *     (`order_now`, `pay_now`, `subscribe_now`), which stored settings carry.
         *
         *     Decision: `dynamic_cta` follows the plan (subscribe for a subscription,
         *     get for free at no cost, buy otherwise); `agree_on_terms_and_pay` and
         *     `accept_and_pay_now` say on the button that the buyer accepts the
         *     seller's terms, which the page names beside it.
         * @enum {string}
         */
        BuyButtonText: "dynamic_cta" | "buy_now" | "agree_on_terms_and_pay" | "complete_order" | "accept_and_pay_now" | "order_now" | "pay_now" | "subscribe_now";
        /** @description The checkout setting `buyerInformation` of spec section 3. */
        BuyerInformation: {
            /** @default full */
            include_type: components["schemas"]["IncludeType"];
        };
        /** @description The checkout setting `buyerInformation` of spec section 3. */
        BuyerInformationInput: {
            /** @default full */
            include_type: components["schemas"]["IncludeType"];
        };
        /** @description A rate as the buyer's page shows it. */
        BuyerRate: {
            amount: components["schemas"]["Money"];
            due_date: string;
            /** Format: uint */
            index: number;
            paid_at: string | null;
            /**
             * @description The day it was paid in the shop's time zone, the zone of
             *     `due_date` (issue 30: the buyer's pages show both in one zone).
             */
            paid_on?: string;
            /** @description The buyer may pay it now (`…/rates/{index}/pay`). */
            payable: boolean;
            state: components["schemas"]["OrderRateState"];
        };
        /** @description The buyer as far as the price cares. */
        BuyerRequest: {
            /** @default false */
            business: boolean;
            country: string;
            /** @default null */
            vat_id: string | null;
        };
        /** @description The buyer as far as the price cares. */
        BuyerRequestInput: {
            /** @default false */
            business: boolean;
            country: string;
            /** @default null */
            vat_id: string | null;
        };
        /** @description A coupon as the cabinet lists it: its terms with its id and age. */
        CabinetCoupon: {
            active: boolean;
            /** @default first_payment */
            applies_to: components["schemas"]["AppliesTo"];
            /** @default end_amount */
            basis: components["schemas"]["AmountBasis"];
            code: string;
            created_at: string;
            /**
             * @description Currency of a `currency` value; ignored for percentages.
             * @default null
             */
            currency: string | null;
            /** @default single */
            form: components["schemas"]["CouponForm"];
            /** Format: int64 */
            id: number;
            /**
             * Format: uint32
             * @description How many orders may use the coupon; none for no limit.
             * @default null
             */
            limit: number | null;
            /**
             * Format: uint32
             * @description How many orders have used it so far.
             * @default 0
             */
            orders_count: number;
            /** @default [] */
            product_ids: number[];
            /** @default all_products */
            scope: components["schemas"]["Scope"];
            /**
             * @description Validity window, RFC 3339 instants, both inclusive.
             * @default null
             */
            valid_from: string | null;
            /** @default null */
            valid_till: string | null;
            value: string;
            value_form: components["schemas"]["ValueForm"];
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        CabinetCouponPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["CabinetCoupon"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /** @description The cabinet home's numbers. */
        CabinetHome: {
            checklist: components["schemas"]["Checklist"];
            /**
             * @description The currency of the chart and of `revenue` (lowercase ISO 4217): the
             *     one with the most money in the period, the euro when nothing was paid.
             */
            currency: string;
            /** @description Every day of the period, oldest first, zeros on a day without sale. */
            days: components["schemas"]["HomeDay"][];
            /** @description The first day of the period (UTC, `YYYY-MM-DD`). */
            from: string;
            /** @description The period's money in each other currency, most first. */
            other_currencies: components["schemas"]["CurrencyTotal"][];
            /**
             * Format: uint32
             * @description The period's paid orders (in any currency).
             */
            paid_orders: number;
            /** @description The period's money in `currency`. */
            revenue: components["schemas"]["Money"];
            /**
             * @description Buyers can pay, but only in test mode (the sandbox or test keys):
             *     the checklist's payment item stays open until live keys are in.
             */
            test_payments_only: boolean;
            /** @description The last day of the period: today by the edge's clock (UTC). */
            to: string;
        };
        /** @description A pricing plan as the cabinet shows it. */
        CabinetPlan: {
            currency: string;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["PlanKind"];
            name: string;
            /** Format: int64 */
            position: number;
            terms: components["schemas"]["PlanTerms"];
            /**
             * Format: int64
             * @description The event ticket the plan sells, for an event's plans.
             */
            ticket_id: number | null;
        };
        /**
         * @description A product with everything the editor needs. The access password is
         *     never part of it (it is stored as a hash): `private` says whether one
         *     is set; a PATCH sets a new one or removes it.
         */
        CabinetProduct: {
            archived: boolean;
            category: string | null;
            checkout: components["schemas"]["CheckoutSettings"];
            cost_center: string;
            covers: components["schemas"]["CoverUrls"];
            created_at: string;
            description: string;
            edit_steps: components["schemas"]["EditStep"][];
            files: components["schemas"]["ProductFile"][];
            form: string;
            free: boolean;
            /** Format: int64 */
            id: number;
            internal_name: string;
            is_sold_out: boolean;
            /** Format: int64 */
            limit: number | null;
            name: string;
            not_sellable_reasons: components["schemas"]["ProductWarning"][];
            pricing_plans: components["schemas"]["CabinetPlan"][];
            private: boolean;
            published: boolean;
            /** Format: int64 */
            reserved_count: number;
            row_actions: components["schemas"]["RowAction"][];
            /** Format: int64 */
            sold_count: number;
            success_url: string;
            tracking_codes: components["schemas"]["TrackingCode"][];
            warnings: components["schemas"]["ProductWarning"][];
        };
        /** @description `{product}`: a product after it was read, created or changed. */
        CabinetProductAnswer: {
            product: components["schemas"]["CabinetProduct"];
        };
        /** @description A product as a list row shows it (the spec's flags, one each). */
        CabinetProductRow: {
            archived: boolean;
            category: string | null;
            created_at: string;
            form: string;
            free: boolean;
            /** Format: int64 */
            id: number;
            is_sold_out: boolean;
            /** Format: int64 */
            limit: number | null;
            name: string;
            private: boolean;
            published: boolean;
            /** Format: int64 */
            reserved_count: number;
            row_actions: components["schemas"]["RowAction"][];
            /** Format: int64 */
            sold_count: number;
            warnings: components["schemas"]["ProductWarning"][];
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        CabinetProductRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["CabinetProductRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /** @description A ticket as the editor shows it. */
        CabinetTicket: {
            /** Format: uint32 */
            capacity: number;
            /** @default  */
            country_code: string;
            /**
             * @description Local wall-clock end, `YYYY-MM-DDTHH:MM`; empty for "until the start".
             * @default
             */
            ends_at: string;
            expired: boolean;
            /** Format: int64 */
            id: number;
            /** @default  */
            location_address: string;
            /** @default  */
            location_short_name: string;
            name: string;
            /** @default false */
            online: boolean;
            /** @default  */
            online_url: string;
            pricing_plans: components["schemas"]["CabinetPlan"][];
            /** @default [] */
            questions: components["schemas"]["TicketQuestion"][];
            /** Format: int64 */
            reserved_count: number;
            /** Format: int64 */
            sold_count: number;
            /** @description Local wall-clock start, `YYYY-MM-DDTHH:MM`. */
            starts_at: string;
            /** @description IANA name, e.g. `Europe/Berlin`. */
            time_zone: string;
        };
        /** @description `{ticket}`: a ticket after it was added or changed. */
        CabinetTicketAnswer: {
            ticket: components["schemas"]["CabinetTicket"];
        };
        /** @description `{tickets}`: an event's tickets. */
        CabinetTickets: {
            tickets: components["schemas"]["CabinetTicket"][];
        };
        /** @description What kind of mail a buyer mail is, for the unsubscribe page. */
        Category: "transactional" | "payment_reminders";
        /** @description `{"category": …}`. */
        CategoryBody: {
            category: components["schemas"]["ShopCategory"];
        };
        /** @description An optional category and whether the address gets it. */
        CategoryChoice: {
            category: components["schemas"]["Category"];
            subscribed: boolean;
        };
        /**
         * @description The spec's product categories (section 3).
         * @enum {string}
         */
        CategoryInput: "e_book" | "music_files" | "coaching" | "membership" | "book" | "online_course" | "online_course_live" | "event" | "certificate" | "license_code";
        /**
         * @description What the public verification page shows of a certificate: who earned
         *     which course (or was awarded which certificate product) from which
         *     seller on which day, and for how long a product's is valid; nothing
         *     else.
         */
        CertificateCheck: {
            buyer_name: string;
            code: string;
            /**
             * @description `YYYY-MM-DD`: the day the course was completed, or a product's
             *     certificate was issued.
             */
            completed_on: string;
            /** @description The course's or the certificate product's name. */
            course_name: string;
            /**
             * @description `course` (a completion certificate) or `product` (a certificate
             *     product's).
             */
            kind: string;
            seller_name: string;
            /** @description A product's: the first and (when it ends) the last day it is valid. */
            valid_from: string | null;
            valid_until: string | null;
        };
        /** @description A certificate of an order. */
        CertificateLink: {
            /** Format: int64 */
            product_id: number;
            url: string;
        };
        /**
         * @description How a certificate's page lies (A4). The spec's third orientation,
         *     `custom`, belongs to the certificate product form's own settings.
         * @enum {string}
         */
        CertificateOrientation: "landscape" | "portrait";
        /** @description A certificate's settings (the certificate form's "keys details" step). */
        CertificateSettings: {
            /**
             * @description The date line, for a custom text.
             * @default
             */
            custom_text: string;
            /**
             * Format: uint32
             * @default null
             */
            height_mm: number | null;
            /** @default landscape */
            orientation: components["schemas"]["Orientation"];
            /**
             * Format: uint32
             * @description Days after the purchase the certificate is dated, for a relative date.
             * @default null
             */
            relative_days: number | null;
            /**
             * @description `YYYY-MM-DD`, for a validity from a static date.
             * @default
             */
            static_date: string;
            /** @default  */
            text: string;
            /** @default purchase_date */
            text_mode: components["schemas"]["CertificateTextMode"];
            /** @default  */
            title: string;
            /**
             * Format: uint32
             * @description How many days it stays valid; none for no end.
             * @default null
             */
            valid_days: number | null;
            /** @default from_payment */
            validity: components["schemas"]["Validity"];
            /**
             * Format: uint32
             * @description Page size in millimetres for a custom orientation, 50 to 1000.
             * @default null
             */
            width_mm: number | null;
        };
        /** @description A certificate's settings (the certificate form's "keys details" step). */
        CertificateSettingsInput: {
            /**
             * @description The date line, for a custom text.
             * @default
             */
            custom_text: string;
            /**
             * Format: uint32
             * @default null
             */
            height_mm: number | null;
            /** @default landscape */
            orientation: components["schemas"]["Orientation"];
            /**
             * Format: uint32
             * @description Days after the purchase the certificate is dated, for a relative date.
             * @default null
             */
            relative_days: number | null;
            /**
             * @description `YYYY-MM-DD`, for a validity from a static date.
             * @default
             */
            static_date: string;
            /** @default  */
            text: string;
            /** @default purchase_date */
            text_mode: components["schemas"]["CertificateTextMode"];
            /** @default  */
            title: string;
            /**
             * Format: uint32
             * @description How many days it stays valid; none for no end.
             * @default null
             */
            valid_days: number | null;
            /** @default from_payment */
            validity: components["schemas"]["Validity"];
            /**
             * Format: uint32
             * @description Page size in millimetres for a custom orientation, 50 to 1000.
             * @default null
             */
            width_mm: number | null;
        };
        CertificateState: {
            earned: boolean;
            offered: boolean;
            /** @description The certificate's address (with the buyer's token) once earned. */
            url?: string;
        };
        /**
         * @description What date a certificate shows.
         * @enum {string}
         */
        CertificateTextMode: "purchase_date" | "relative_date" | "custom_text";
        /** @description One chapter of a course. */
        Chapter: {
            /** @default [] */
            lessons: components["schemas"]["Lesson"][];
            title: string;
        };
        /** @description One chapter of a course. */
        ChapterInput: {
            /** @default [] */
            lessons: components["schemas"]["LessonInput"][];
            title: string;
        };
        /** @description What is missing before the first sale: each item done or not. */
        Checklist: {
            /**
             * @description The seller profile holds what an imprint needs (the name or the
             *     company, and the address), and the seller wrote the documents
             *     publishing needs: an imprint and terms (issue 17).
             */
            legal_details: boolean;
            /**
             * @description At least one payment method takes real money: enabled and routed to
             *     a provider connected with live credentials (not the sandbox, not
             *     test keys).
             */
            payment_method: boolean;
            /** @description At least one product is published. */
            published_product: boolean;
            /**
             * @description The seller profile's business details are complete (core's
             *     `validate_business_step` finds no problem).
             */
            seller_profile: boolean;
        };
        /**
         * @description The checkout layouts of spec section 3.
         * @enum {string}
         */
        CheckoutLayout: "default" | "simplified" | "two_steps" | "two_steps_advanced";
        /** @description A product's checkout settings, with spec section 9's defaults. */
        CheckoutSettings: {
            /** @default #f0f0f0 */
            background_color: string;
            /** @default buy_now */
            buy_button_text: components["schemas"]["BuyButtonText"];
            /** @default #ffc107 */
            buy_color: string;
            /**
             * @description Which payer fields the checkout asks (`full` when missing).
             * @default {
             *       "include_type": "full"
             *     }
             */
            buyer_information: components["schemas"]["BuyerInformation"];
            /**
             * Format: int64
             * @description The seller's set of cancellation terms this product is sold under;
             *     none (or a set no longer there) for the seller's first.
             */
            cancellation_terms_id?: number;
            /** @default #6ce369 */
            countdown_color: string;
            /** @default false */
            description_expanded: boolean;
            /** @default default */
            layout: components["schemas"]["CheckoutLayout"];
            /** @default #2196F3 */
            page_color: string;
            /** @default true */
            trust_seals: boolean;
        };
        /** @description A product's checkout settings, with spec section 9's defaults. */
        CheckoutSettingsInput: {
            /** @default #f0f0f0 */
            background_color: string;
            /** @default buy_now */
            buy_button_text: components["schemas"]["BuyButtonText"];
            /** @default #ffc107 */
            buy_color: string;
            /**
             * @description Which payer fields the checkout asks (`full` when missing).
             * @default {
             *       "include_type": "full"
             *     }
             */
            buyer_information: components["schemas"]["BuyerInformationInput"];
            /**
             * Format: int64
             * @description The seller's set of cancellation terms this product is sold under;
             *     none (or a set no longer there) for the seller's first.
             */
            cancellation_terms_id?: number | null;
            /** @default #6ce369 */
            countdown_color: string;
            /** @default false */
            description_expanded: boolean;
            /** @default default */
            layout: components["schemas"]["CheckoutLayout"];
            /** @default #2196F3 */
            page_color: string;
            /** @default true */
            trust_seals: boolean;
        };
        /** @description What a chunk's message did. */
        ChunkOutcome: "written" | "finished" | "already_written" | "lost" | "closed";
        /** @description What `POST /v1/dev/exports/{id}/chunk` did. */
        ChunkRan: {
            outcome: components["schemas"]["ChunkOutcome"];
        };
        ClockBody: {
            /** Format: int64 */
            offset_seconds: number;
        };
        /**
         * @description The characters of generated codes.
         * @enum {string}
         */
        CodeKind: "alphabetic" | "numeric" | "alphanumeric";
        /**
         * @description How the buyer pays on our page with the card provider: its script is
         *     started with `publishable_key` and confirms what `client_secret` names.
         */
        Confirm: {
            client_secret: string;
            /**
             * @description `setup`: the fields save the method, nothing is charged (a free
             *     trial); absent for a payment.
             */
            intent?: components["schemas"]["Intent"];
            provider: components["schemas"]["ProviderKind"];
            publishable_key: string;
        };
        ConfirmationAnswer: {
            confirmed: boolean;
            email: string;
            /**
             * @description Whether the account has a password now (the one chosen at sign-up
             *     is cleared unless its chooser confirmed).
             */
            password_set: boolean;
            /**
             * @description Without a password: a password-reset token (one hour) to choose
             *     one at once; opening the mailed link proved the address as a
             *     reset mail would.
             */
            reset_password_token?: string;
        };
        ConfirmationBody: {
            confirmation_token: string;
            /**
             * @description The password chosen at sign-up, to keep it when confirming from
             *     another browser than the one that signed up.
             * @default null
             */
            password: string | null;
        };
        /** @description `{code, state}`: what the provider sent the browser back with. */
        ConnectComplete: {
            code: string;
            state: string;
        };
        /** @description `{url}`: where the seller's browser goes to connect the card provider. */
        ConnectStarted: {
            /**
             * @description The provider's authorize page, with a signed `state` naming the
             *     seller (valid 30 minutes) and the app's return page.
             */
            url: string;
        };
        /** @description A box the buyer must tick before the order is made. */
        Consent: "digital_content_start" | "digital_content_waiver" | "service_start" | "service_waiver";
        /** @description A category the consent banner offers, in both languages. */
        ConsentCategory: {
            description_de: string;
            description_en: string;
            id: components["schemas"]["ConsentCategoryId"];
            name_de: string;
            name_en: string;
            /** @description Always on: the buyer cannot refuse it (the shop's own cookies). */
            required: boolean;
        };
        /**
         * @description A consent category's id (the cookie holds the accepted ids).
         * @enum {string}
         */
        ConsentCategoryId: "necessary" | "statistics" | "marketing";
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        ConsentCategoryList: {
            list: components["schemas"]["ConsentCategory"][];
        };
        /**
         * @description A message sent through a shop's contact form (`POST
         *     /v1/shop/{username}/contact`, JSON or a form post).
         */
        ContactMessage: {
            /** @default null */
            email: string | null;
            /** @default null */
            first_name: string | null;
            /** @default null */
            last_name: string | null;
            /** @default null */
            message: string | null;
            /** @default null */
            phone: string | null;
        };
        /** @description `{"sent": true}` (201): the message is stored and the seller told. */
        ContactSent: {
            sent: boolean;
        };
        /** @description `{content}`: a course's or membership's chapters and lessons. */
        ContentAnswer: {
            content: components["schemas"]["CourseContent"];
        };
        /** @description `{coupon}`: a coupon after a change. */
        CouponAnswer: {
            coupon: components["schemas"]["CabinetCoupon"];
        };
        CouponBody: {
            coupon: components["schemas"]["CouponTerms"];
        };
        /**
         * @description A new coupon: core's terms, plus for a bulk form how many codes of
         *     which kind and length to generate.
         */
        CouponCreate: {
            active: boolean;
            /** @default first_payment */
            applies_to: components["schemas"]["AppliesTo"];
            /** @default end_amount */
            basis: components["schemas"]["AmountBasis"];
            code: string;
            /** @default null */
            code_kind: components["schemas"]["CodeKind"] | null;
            /**
             * Format: uint
             * @default null
             */
            code_length: number | null;
            /**
             * Format: uint
             * @default null
             */
            count: number | null;
            /**
             * @description Currency of a `currency` value; ignored for percentages.
             * @default null
             */
            currency: string | null;
            /** @default single */
            form: components["schemas"]["CouponForm"];
            /**
             * Format: uint32
             * @description How many orders may use the coupon; none for no limit.
             * @default null
             */
            limit: number | null;
            /**
             * Format: uint32
             * @description How many orders have used it so far.
             * @default 0
             */
            orders_count: number;
            /** @default [] */
            product_ids: number[];
            /** @default all_products */
            scope: components["schemas"]["Scope"];
            /**
             * @description Validity window, RFC 3339 instants, both inclusive.
             * @default null
             */
            valid_from: string | null;
            /** @default null */
            valid_till: string | null;
            value: string;
            value_form: components["schemas"]["ValueForm"];
        };
        /**
         * @description Single coupons have one code; bulk coupons many generated codes.
         * @enum {string}
         */
        CouponForm: "single" | "bulk";
        /**
         * @description A coupon as stored or entered: raw strings, checked by
         *     [`Coupon::from_terms`].
         */
        CouponTerms: {
            active: boolean;
            /** @default first_payment */
            applies_to: components["schemas"]["AppliesTo"];
            /** @default end_amount */
            basis: components["schemas"]["AmountBasis"];
            code: string;
            /**
             * @description Currency of a `currency` value; ignored for percentages.
             * @default null
             */
            currency: string | null;
            /** @default single */
            form: components["schemas"]["CouponForm"];
            /**
             * Format: uint32
             * @description How many orders may use the coupon; none for no limit.
             * @default null
             */
            limit: number | null;
            /**
             * Format: uint32
             * @description How many orders have used it so far.
             * @default 0
             */
            orders_count: number;
            /** @default [] */
            product_ids: number[];
            /** @default all_products */
            scope: components["schemas"]["Scope"];
            /**
             * @description Validity window, RFC 3339 instants, both inclusive.
             * @default null
             */
            valid_from: string | null;
            /** @default null */
            valid_till: string | null;
            value: string;
            value_form: components["schemas"]["ValueForm"];
        };
        /**
         * @description A coupon as stored or entered: raw strings, checked by
         *     [`Coupon::from_terms`].
         */
        CouponTermsInput: {
            active: boolean;
            /** @default first_payment */
            applies_to: components["schemas"]["AppliesTo"];
            /** @default end_amount */
            basis: components["schemas"]["AmountBasis"];
            code: string;
            /**
             * @description Currency of a `currency` value; ignored for percentages.
             * @default null
             */
            currency: string | null;
            /** @default single */
            form: components["schemas"]["CouponForm"];
            /**
             * Format: uint32
             * @description How many orders may use the coupon; none for no limit.
             * @default null
             */
            limit: number | null;
            /**
             * Format: uint32
             * @description How many orders have used it so far.
             * @default 0
             */
            orders_count: number;
            /** @default [] */
            product_ids: number[];
            /** @default all_products */
            scope: components["schemas"]["Scope"];
            /**
             * @description Validity window, RFC 3339 instants, both inclusive.
             * @default null
             */
            valid_from: string | null;
            /** @default null */
            valid_till: string | null;
            value: string;
            value_form: components["schemas"]["ValueForm"];
        };
        /** @description `{coupons}` (201): the coupons just created, one per code. */
        CouponsCreated: {
            coupons: components["schemas"]["CabinetCoupon"][];
        };
        /**
         * @description Access as the player shows it: core's decision and, while blocked, the
         *     order concerned and (a paused plan) the page where its debt is paid.
         */
        CourseAccess: {
            order_token?: string;
            /** @description The order's manage page, where a paused plan's rate is paid. */
            pay_url?: string;
            reason?: components["schemas"]["BlockReason"];
            state: components["schemas"]["AccessState"];
            /** @description `YYYY-MM-DD`: open until (a cancelled subscription), or ended on. */
            until?: string;
        };
        /** @description The course player's outline: no lesson content. */
        CourseAnswer: {
            access: components["schemas"]["CourseAccess"];
            certificate: components["schemas"]["CertificateState"];
            chapters: components["schemas"]["OutlineChapter"][];
            name: string;
            player_colour?: string;
            /** Format: int64 */
            product_id: number;
            progress: components["schemas"]["Progress"];
            /** Format: uint32 */
            resume_lesson_id?: number;
            seller: components["schemas"]["SellerRef"];
        };
        /**
         * @description A course's content: its chapters and their lessons, in order. Content
         *     stored before a field existed reads with that field's default.
         */
        CourseContent: {
            /**
             * @description A completion certificate is offered.
             * @default false
             */
            certificate: boolean;
            /** @description How the certificate's page lies (A4, landscape unless set). */
            certificate_orientation?: components["schemas"]["CertificateOrientation"];
            /** @default [] */
            chapters: components["schemas"]["Chapter"][];
            /**
             * Format: uint32
             * @description The id the next new lesson gets (kept by core, never reused; what a
             *     caller sends is ignored).
             * @default 1
             */
            next_lesson_id: number;
            /** @description `#rrggbb`: the video player's accent (none: the design's). */
            player_colour?: string;
        };
        /**
         * @description A course's content: its chapters and their lessons, in order. Content
         *     stored before a field existed reads with that field's default.
         */
        CourseContentInput: {
            /**
             * @description A completion certificate is offered.
             * @default false
             */
            certificate: boolean;
            /** @description How the certificate's page lies (A4, landscape unless set). */
            certificate_orientation?: components["schemas"]["CertificateOrientation"] | null;
            /** @default [] */
            chapters: components["schemas"]["ChapterInput"][];
            /**
             * Format: uint32
             * @description The id the next new lesson gets (kept by core, never reused; what a
             *     caller sends is ignored).
             * @default 1
             */
            next_lesson_id: number;
            /** @description `#rrggbb`: the video player's accent (none: the design's). */
            player_colour?: string | null;
        };
        /** @description One of the seller's courses in the overview. */
        CourseOverview: {
            /**
             * @description The events core's machine allows from `publish_state` that change
             *     it (the overview's actions), in core's order.
             */
            actions: components["schemas"]["CoursePublishEvent"][];
            /**
             * Format: int64
             * @description Buyers seen in the last 30 days.
             */
            active_30d: number;
            /**
             * Format: int64
             * @description The buyers' average progress in percent; none without buyers.
             */
            average_percent: number | null;
            /**
             * Format: int64
             * @description Buyers who opened the course (one session each).
             */
            buyers: number;
            /**
             * Format: int64
             * @description Buyers who finished every published lesson.
             */
            completed: number;
            /**
             * Format: uint
             * @description Published lessons (those buyers see).
             */
            lessons: number;
            name: string;
            /** Format: int64 */
            product_id: number;
            publish_state: components["schemas"]["CoursePublishState"];
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        CourseOverviewList: {
            list: components["schemas"]["CourseOverview"][];
        };
        /**
         * @description `{product_id, publish_state, actions}`: a course's publish state after a
         *     move, with the moves it allows now.
         */
        CoursePublishAnswer: {
            actions: components["schemas"]["CoursePublishEvent"][];
            /** Format: int64 */
            product_id: number;
            publish_state: components["schemas"]["CoursePublishState"];
        };
        /** @description What happens to a publishing run. */
        CoursePublishEvent: ("start" | "pause" | "resume" | "cancel") | "schedule" | "complete";
        /** @description A course's publishing run (its lessons released over time). */
        CoursePublishState: ("publish_paused" | "publishing" | "publish_canceled" | "published") | "publish_pending";
        /** @description A course in the buyer's list of one shop. */
        CourseRow: {
            access: components["schemas"]["CourseAccess"];
            name: string;
            /** Format: int64 */
            product_id: number;
            progress: components["schemas"]["Progress"];
            /** Format: uint32 */
            resume_lesson_id?: number;
        };
        /**
         * @description Where a product's covers are read, per variant; `None` for a variant
         *     not uploaded. The query string changes with every upload, so browsers
         *     and caches never show an old image.
         */
        CoverUrls: {
            original: string | null;
            s100: string | null;
            /** @description The page-sized square the public pages show (core's `image` module). */
            s400: string | null;
        };
        /** @description `{covers}`: a product's cover URLs after an upload or a removal. */
        CoversAnswer: {
            covers: components["schemas"]["CoverUrls"];
        };
        /** @description ISO 4217 currency code */
        Currency: string;
        /** @description The period's money in a currency other than the home's. */
        CurrencyTotal: {
            /** @description The lowercase ISO 4217 code. */
            currency: string;
            revenue: components["schemas"]["Money"];
        };
        /**
         * @description A chapter of a course as its product page lists it: its title and its
         *     lessons' titles.
         */
        CurriculumChapter: {
            /** @default [] */
            lessons: string[];
            /** @default  */
            title: string;
        };
        /** @description The seller's own font for the text of the shop's pages. */
        CustomFont: {
            /**
             * @description The family written after the custom font (a font the reader may
             *     have installed); `Montserrat` by default.
             * @default Montserrat
             */
            fallback_font: string;
            /** @default swap */
            font_display: components["schemas"]["FontDisplay"];
            /**
             * @description The file's format; the edge sets it from the file's own bytes
             *     (`woff2` when a request leaves it out).
             * @default woff2
             */
            font_format: components["schemas"]["FontFormat"];
            /** @description The family name the pages use (letters, digits, spaces, `-`, `_`). */
            font_name: string;
            /** @default normal */
            font_style: components["schemas"]["FontStyle"];
            /**
             * Format: uint16
             * @description 100 to 900 in steps of 100; 400 by default.
             * @default 400
             */
            font_weight: number;
            /** @description The font file in the seller's media library (`/v1/media/{seller}/{token}`). */
            url: string;
        };
        /** @description The seller's own font for the text of the shop's pages. */
        CustomFontInput: {
            /**
             * @description The family written after the custom font (a font the reader may
             *     have installed); `Montserrat` by default.
             * @default Montserrat
             */
            fallback_font: string;
            /** @default swap */
            font_display: components["schemas"]["FontDisplay"];
            /**
             * @description The file's format; the edge sets it from the file's own bytes
             *     (`woff2` when a request leaves it out).
             * @default woff2
             */
            font_format: components["schemas"]["FontFormat"];
            /** @description The family name the pages use (letters, digits, spaces, `-`, `_`). */
            font_name: string;
            /** @default normal */
            font_style: components["schemas"]["FontStyle"];
            /**
             * Format: uint16
             * @description 100 to 900 in steps of 100; 400 by default.
             * @default 400
             */
            font_weight: number;
            /** @description The font file in the seller's media library (`/v1/media/{seller}/{token}`). */
            url: string;
        };
        /** @description `{"deleted": true}`. */
        Deleted: {
            deleted: boolean;
        };
        /** @description What an order handed over, as the buyer's pages show it. */
        Delivered: {
            /** @description Products with content the buyer now reaches (courses, memberships). */
            access: number[];
            /** @description Certificates issued to the buyer, by signed links. */
            certificates: components["schemas"]["CertificateLink"][];
            delivered: boolean;
            downloads: components["schemas"]["Download"][];
            license_keys: string[];
            revoked: boolean;
            tickets: components["schemas"]["TicketCode"][];
        };
        /** @description The delivery step: which mail the buyer gets after paying. */
        Delivery: {
            /** @default  */
            body: string;
            /** @default standard_email */
            email_mode: components["schemas"]["EmailMode"];
            /** @default  */
            subject: string;
        };
        /** @description The delivery step: which mail the buyer gets after paying. */
        DeliveryInput: {
            /** @default  */
            body: string;
            /** @default standard_email */
            email_mode: components["schemas"]["EmailMode"];
            /** @default  */
            subject: string;
        };
        /** @description How an event's tickets or a certificate look. */
        Design: {
            /** @default #1e6fd9 */
            accent_color: string;
            /** @default #ffffff */
            background_color: string;
            /** @default reg */
            font: components["schemas"]["Font"];
            /**
             * @description Print the ticket's QR code (events) or a verification code
             *     (certificates).
             * @default true
             */
            show_code: boolean;
            /** @default #1f2933 */
            text_color: string;
        };
        /** @description How an event's tickets or a certificate look. */
        DesignInput: {
            /** @default #1e6fd9 */
            accent_color: string;
            /** @default #ffffff */
            background_color: string;
            /** @default reg */
            font: components["schemas"]["Font"];
            /**
             * @description Print the ticket's QR code (events) or a verification code
             *     (certificates).
             * @default true
             */
            show_code: boolean;
            /** @default #1f2933 */
            text_color: string;
        };
        /** @description `{now}`: the edge's clock after the move (RFC 3339). */
        DevClock: {
            now: string;
        };
        DevExportChunk: {
            /** Format: uint32 */
            part: number;
            /** Format: int64 */
            seller_id: number;
        };
        /**
         * @description The faults as set (the answer echoes the request; `order_limits` is
         *     `null` when the request left it as it was).
         */
        DevFaults: {
            /**
             * @description Forgets every rate-limit counter and lockout (a test that hammered
             *     the sign-up or sign-in doors leaves the worker as it found it).
             * @default false
             */
            clear_limits: boolean;
            /**
             * @description Switches the coupon limits (`services::coupon_limits`) on (as in
             *     production) or off (development's default); `null` leaves them.
             */
            coupon_limits: boolean | null;
            /**
             * Format: uint32
             * @default 0
             */
            drop_sandbox_webhooks: number;
            /**
             * @description CSV export chunks as large as production's (the benchmark) or, with
             *     `false`, small again (2 pages of 25 rows, the default).
             */
            export_production_sizes: boolean | null;
            /**
             * Format: uint32
             * @description The next `n` CSV export chunks fail after writing their part to R2
             *     and before recording it (the queue retries them).
             * @default 0
             */
            fail_export_chunks: number;
            /**
             * Format: uint32
             * @default 0
             */
            lose_charge_answers: number;
            order_limits: boolean | null;
        };
        /**
         * @description The faults as set (the answer echoes the request; `order_limits` is
         *     `null` when the request left it as it was).
         */
        DevFaultsInput: {
            /**
             * @description Forgets every rate-limit counter and lockout (a test that hammered
             *     the sign-up or sign-in doors leaves the worker as it found it).
             * @default false
             */
            clear_limits: boolean;
            /**
             * @description Switches the coupon limits (`services::coupon_limits`) on (as in
             *     production) or off (development's default); `null` leaves them.
             */
            coupon_limits?: boolean | null;
            /**
             * Format: uint32
             * @default 0
             */
            drop_sandbox_webhooks: number;
            /**
             * @description CSV export chunks as large as production's (the benchmark) or, with
             *     `false`, small again (2 pages of 25 rows, the default).
             */
            export_production_sizes?: boolean | null;
            /**
             * Format: uint32
             * @description The next `n` CSV export chunks fail after writing their part to R2
             *     and before recording it (the queue retries them).
             * @default 0
             */
            fail_export_chunks: number;
            /**
             * Format: uint32
             * @default 0
             */
            lose_charge_answers: number;
            order_limits?: boolean | null;
        };
        /**
         * @description `POST /v1/dev/notify`'s body: a notification as the course area hands
         *     it to `services::notifications::notify`.
         */
        DevNotification: {
            /** @default null */
            actor: string | null;
            key: string;
            kind: components["schemas"]["NotificationKind"];
            link: string;
            /** Format: int64 */
            seller_id: number;
            subject: string;
        };
        /**
         * @description The providers' addresses as set (the answer echoes the request; `null`
         *     is the real provider).
         */
        DevProviders: {
            /** @default null */
            paypal_api_base: string | null;
            /** @default null */
            stripe_api_base: string | null;
        };
        /**
         * @description The providers' addresses as set (the answer echoes the request; `null`
         *     is the real provider).
         */
        DevProvidersInput: {
            /** @default null */
            paypal_api_base: string | null;
            /** @default null */
            stripe_api_base: string | null;
        };
        /**
         * @description `{settled}`: whether the bank settled the payment (false when it was no
         *     longer pending).
         */
        DevSettled: {
            settled: boolean;
        };
        /** @description A document as the seller writes it: `name` only for cancellation terms. */
        DocumentDraft: {
            /** @default  */
            body: string;
            /** @default null */
            name: string | null;
        };
        /**
         * @description A kind of legal document a seller publishes.
         * @enum {string}
         */
        DocumentKind: "imprint" | "terms" | "privacy" | "cancellation_terms";
        /** @description A file the buyer may download, with its signed link. */
        Download: {
            /** Format: int64 */
            file_id: number;
            name: string;
            /** Format: int64 */
            size: number;
            url: string;
        };
        /**
         * @description Whether a payment is the trial's or one of the plan's own.
         * @enum {string}
         */
        DueKind: "trial" | "regular";
        /** @description One step of the product editor (`/cabinet/products/{id}/edit?step=N`). */
        EditStep: ("details" | "file_upload" | "content" | "products" | "tickets_details" | "add_license_keys" | "keys_details" | "design" | "checkout" | "delivery" | "pages" | "advanced") | "upsell";
        /**
         * @description `{"email": address}`: the account's address after a password reset or
         *     an address change.
         */
        EmailAnswer: {
            email: string;
        };
        EmailBody: {
            email: string;
        };
        /** @description A logged mail as the buyer's browser shows it. */
        EmailLog: {
            /** @description The shop that sent it. */
            seller_name: string;
            seller_username: string;
            sent_at: string;
            subject: string;
            /**
             * @description The mail's text as sent, without its footer of links: plain text,
             *     to be shown as text (never as HTML).
             */
            text: string;
        };
        /** @description `{"email_log": …}`. */
        EmailLogAnswer: {
            email_log: components["schemas"]["EmailLog"];
        };
        /**
         * @description The spec's e-mail modes of the delivery step.
         * @enum {string}
         */
        EmailMode: "standard_email" | "custom_email" | "no_email";
        /** @description Which mails an address gets from a shop. */
        EmailSubscription: {
            /** @description The address, partly hidden (`b•••@example.org`). */
            email: string;
            /** @description The optional categories; transactional mails are always sent. */
            optional: components["schemas"]["CategoryChoice"][];
            seller_name: string;
            seller_username: string;
        };
        /** @description How the player shows a video lesson. */
        Embed: "vimeo" | "youtube" | "file" | "link";
        /** @description The error answer (schema `Error` in the API document). */
        Error: {
            error: string;
            errors: components["schemas"]["ErrorItem"][];
            message: string;
            /** @description 403 `product_password_required` only: always `true`. */
            password_required?: boolean;
            /**
             * @description 403 `product_password_required` only: the product whose password
             *     the page asks for.
             */
            product?: components["schemas"]["LockedProduct"];
            /**
             * @description 409 `quote_changed` only: the edge's current quote (schema
             *     `QuoteBody`), for the page to show.
             */
            quote?: unknown;
            request_id: string;
        };
        ErrorItem: {
            code: string;
            detail: string;
            source?: components["schemas"]["ErrorSource"];
            status: string;
            title: string;
        };
        ErrorSource: {
            pointer: string;
        };
        /**
         * @description Why a seller charges no VAT; each has the note printed on documents.
         * @enum {string}
         */
        ExemptReason: "small_business" | "educational" | "regulated_profession" | "other";
        /** @description The totals the browser showed (decimal strings of core's quote). */
        ExpectedTotals: {
            due_now: string;
            total: string;
        };
        /** @description `{"export": …}`. */
        ExportAnswer: {
            export: components["schemas"]["ExportView"];
        };
        /**
         * @description What an export holds: the orders (the orders list's filters, core's
         *     `order_csv` columns) or the issued payment tickets (the tickets list's
         *     filters, `ticket_csv` columns).
         * @enum {string}
         */
        ExportKind: "orders" | "payment_tickets";
        /** @description `{"list": […]}`: the seller's latest exports, newest first. */
        ExportList: {
            list: components["schemas"]["ExportView"][];
        };
        /**
         * @description Where an export stands: `queued` until its first chunk runs, `running`
         *     while chunks follow, then `done` (the file is complete) or `failed` (a
         *     chunk failed [`MAX_CHUNK_FAILURES`] times; the seller may start another).
         * @enum {string}
         */
        ExportState: "queued" | "running" | "done" | "failed";
        /** @description An export as the seller sees it. */
        ExportView: {
            /** Format: uint64 */
            bytes: number;
            created_at: string;
            /** @description Where the seller downloads it (with the session), once done. */
            download_url: string | null;
            /** @description When the file and this record are deleted. */
            expires_at: string;
            /** @description The file's name when downloaded. */
            filename: string;
            finished_at: string | null;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["ExportKind"];
            /**
             * Format: uint32
             * @description Parts written so far.
             */
            parts: number;
            /** @description The list query it exports, canonical. */
            query: string;
            /**
             * Format: uint64
             * @description Rows written so far (the whole file's when done).
             */
            rows_written: number;
            state: components["schemas"]["ExportState"];
        };
        /** @description `{file}` (201): the file just uploaded. */
        FileAnswer: {
            file: components["schemas"]["ProductFile"];
        };
        /** @description A file or pdf lesson's file, by a signed link that expires. */
        FileLink: {
            name: string;
            url: string;
        };
        /** @description `{files}`: a product's files. */
        FilesAnswer: {
            files: components["schemas"]["ProductFile"][];
        };
        FinishAnswer: {
            progress: components["schemas"]["Progress"];
            status: components["schemas"]["LessonState"];
        };
        /**
         * @description The typeface of a design (the spec's brand font families).
         * @enum {string}
         */
        Font: "light" | "reg" | "medium" | "black";
        /**
         * @description CSS's `font-display`: what shows while the font loads.
         * @enum {string}
         */
        FontDisplay: "auto" | "block" | "swap" | "fallback" | "optional";
        /**
         * @description A font file's format, named as CSS's `format()` names it.
         * @enum {string}
         */
        FontFormat: "woff2" | "woff" | "truetype" | "opentype";
        /**
         * @description `normal` or `italic`.
         * @enum {string}
         */
        FontStyle: "normal" | "italic";
        /** @description A funnel as the cabinet shows it. */
        Funnel: {
            /** Format: int64 */
            created_at: number;
            /** Format: int64 */
            id: number;
            name: string;
            /** @description The products whose buyers go through it. */
            product_ids: number[];
            state: components["schemas"]["FunnelState"];
            steps: components["schemas"]["FunnelNode"][];
            /** Format: int64 */
            updated_at: number;
        };
        /**
         * @description The body accept and decline take: nothing (an empty object at most).
         *     What accept and decline take: nothing but, to accept an offer that asks
         *     them, the names of the boxes the buyer ticked (`legal.consents` of the
         *     offer). Any other field is 400 `invalid_input`.
         */
        FunnelAnswerBody: {
            /** @default [] */
            consents: components["schemas"]["Consent"][];
        };
        /** @description `{funnel}`. */
        FunnelBody: {
            funnel: components["schemas"]["Funnel"];
        };
        /** @description `{outcome, order, next_url}`. */
        FunnelDecided: {
            /** @description The next step's page, or the first order's thank-you page. */
            next_url: string;
            /** @description The upsell order (accepted or failed). */
            order: components["schemas"]["OrderSummary"] | null;
            outcome: components["schemas"]["FunnelOutcome"];
        };
        /** @description `{deleted}`. */
        FunnelDeleted: {
            deleted: boolean;
        };
        /** @description A funnel as the seller writes it: its name and its steps in order. */
        FunnelDraft: {
            name: string;
            /** @default [] */
            steps: components["schemas"]["StepDraft"][];
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        FunnelList: {
            list: components["schemas"]["Funnel"][];
        };
        /** @description A step of a funnel as stored. */
        FunnelNode: {
            /** Format: int64 */
            id: number;
            /**
             * @description The price the step offers its plan at, below the plan's own
             *     (migration 0044, core's `funnels::offer_plan`); `null`: the plan's.
             */
            offer_price: string | null;
            /**
             * Format: int64
             * @description The seller's funnel page the step is shown on (migration 0035);
             *     `null`: core's default funnel page.
             */
            page_id: number | null;
            /** Format: int64 */
            plan_id: number;
            /**
             * Format: uint32
             * @description 0 for the first step.
             */
            position: number;
            /** Format: int64 */
            product_id: number;
            text: string;
            title: string;
        };
        /** @description A step as the buyer sees it. */
        FunnelOffer: {
            /** @description Where the buttons post. */
            accept_url: string;
            decline_url: string;
            /**
             * @description What one click charges now, VAT included, and the VAT in it (core's
             *     quote for the first order's buyer).
             */
            due_now: components["schemas"]["Money"];
            /**
             * @description The boxes the buyer ticks before accepting (core's
             *     `legal::required_consents` for the offered product and the first
             *     order's buyer: digital content asks the same withdrawal waiver as
             *     the first order), worded in the request's language; accept sends
             *     their names as `consents`.
             */
            legal: components["schemas"]["WordedRules"];
            /** Format: int64 */
            node_id: number;
            /** Format: int64 */
            plan_id: number;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            text: string;
            title: string;
            vat: components["schemas"]["Money"];
            /**
             * @description What the step would charge at its plan's own price, when it offers
             *     the plan for less (shown struck through); `null` without a discount.
             */
            was: components["schemas"]["Money"] | null;
        };
        /**
         * @description `{offer, next_url}`: the current step (`null` when the funnel is done)
         *     and the page the buyer is on or goes to.
         */
        FunnelOfferBody: {
            next_url: string;
            offer: components["schemas"]["FunnelOffer"] | null;
        };
        /** @description What became of a step the buyer answered. */
        FunnelOutcome: "declined" | "accepted" | "failed";
        /** @description The paid upsell orders' totals in one currency. */
        FunnelRevenue: {
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description The funnel toggle of spec section 4.
         * @enum {string}
         */
        FunnelState: "activated" | "deactivated";
        /**
         * @description A funnel's statistics: its steps' views, acceptances, declines,
         *     failures and revenue, and their sums.
         */
        FunnelStats: {
            /**
             * Format: uint64
             * @description Offers taken and paid with one click.
             */
            acceptances: number;
            /** Format: uint64 */
            declines: number;
            /**
             * Format: uint64
             * @description One-click charges that did not pay.
             */
            failures: number;
            /** Format: int64 */
            funnel_id: number;
            revenue: components["schemas"]["FunnelRevenue"][];
            steps: components["schemas"]["FunnelStepStats"][];
            /**
             * Format: uint64
             * @description Buyers who were shown the step.
             */
            views: number;
        };
        FunnelStatsBody: {
            stats: components["schemas"]["FunnelStats"];
        };
        /** @description A step's numbers in the statistics. */
        FunnelStepStats: {
            /**
             * Format: uint64
             * @description Offers taken and paid with one click.
             */
            acceptances: number;
            /** Format: uint64 */
            declines: number;
            /**
             * Format: uint64
             * @description One-click charges that did not pay.
             */
            failures: number;
            /** Format: int64 */
            node_id: number;
            /** @description The paid upsell orders' totals, one per currency. */
            revenue: components["schemas"]["FunnelRevenue"][];
            /**
             * Format: uint64
             * @description Buyers who were shown the step.
             */
            views: number;
        };
        Health: {
            /** Format: int64 */
            d1_migrations: number;
            heartbeat_processed?: boolean;
            heartbeat_sent?: string;
            r2?: string;
            status: string;
            version: string;
        };
        /** @description One day of the chart. */
        HomeDay: {
            /** @description The UTC date, `YYYY-MM-DD`. */
            date: string;
            /**
             * Format: uint32
             * @description The orders first paid that day (in any currency).
             */
            orders: number;
            /** @description The money paid that day in the home's `currency`. */
            revenue: components["schemas"]["Money"];
        };
        /** @description How a route of the table treats `Idempotency-Key`. */
        Idempotency: "none" | "stored" | "order";
        /**
         * @description An image with its intrinsic size (so the page does not jump) and its
         *     alternative text (empty only for decoration).
         */
        Image: {
            /** @default  */
            alt: string;
            /** Format: uint32 */
            height: number;
            url: string;
            /** Format: uint32 */
            width: number;
        };
        /**
         * @description How much the checkout asks of the payer (spec section 3's
         *     `buyerInformation.includeType`, whose values the spec does not show).
         *
         *     Decision (issue 16): `full` (the default, and what settings stored
         *     before the field existed read as) asks every payer field of spec
         *     section 5; `address` asks the same without the phone; `minimal` asks
         *     the e-mail address and the name only. A business buyer always gives
         *     its company and address, whatever the setting (its invoice carries the
         *     buyer's address, and reverse charge needs it): see
         *     `validation::payer_fields`.
         * @enum {string}
         */
        IncludeType: "full" | "address" | "minimal";
        /** @enum {string} */
        Intent: "setup";
        /**
         * @description Main product or order bump.
         * @enum {string}
         */
        ItemRole: "main" | "bump";
        /** @description `{product_ids}`: what a membership or bundle includes. */
        ItemsAnswer: {
            product_ids: number[];
        };
        ItemsBody: {
            product_ids: number[];
        };
        /** @description How many keys of a license-key product are free and how many delivered. */
        KeyCounts: {
            /** Format: int64 */
            free: number;
            /** Format: int64 */
            used: number;
        };
        /** @description `{counts}`: a key pool's counts. */
        KeyCountsAnswer: {
            counts: components["schemas"]["KeyCounts"];
        };
        /**
         * @description `{added, counts}` (201): how many of the keys sent were new (a key
         *     already in the pool is not added twice), and the pool's counts after.
         */
        KeysAdded: {
            /** Format: int64 */
            added: number;
            counts: components["schemas"]["KeyCounts"];
        };
        /**
         * @description What a seller adds to a key pool: pasted or CSV text, or a format to
         *     generate `count` keys from.
         */
        KeysBody: {
            text: string;
        } | {
            generate: {
                /** Format: uint */
                count: number;
                format: string;
            };
        };
        /** @description One kind and whether the seller gets it by mail. */
        KindSetting: {
            kind: components["schemas"]["NotificationKind"];
            mail: boolean;
        };
        /**
         * @description The page types a buyer reaches by a path of their own, besides the
         *     shop's. Decision (issue 19; the spec names the membership link
         *     `/v/{username}/{path}` and no address for the other two): a
         *     membership page is served at `/v/{u}[/{path}]` (a path of digits is
         *     the web app's membership area of that product, so no page's), a course page (the
         *     course's landing, without header or footer) at
         *     `/s/{u}/course[/{path}]`, an affiliate program's landing page at
         *     `/s/{u}/affiliate[/{path}]`. Each is cached like a shop page.
         * @enum {string}
         */
        Landing: "membership" | "course" | "affiliate";
        /**
         * @description A language the messages are written in.
         * @enum {string}
         */
        Language: "en" | "de";
        /** @description A document's current version. */
        LegalDocument: {
            /** @description The body as headings and paragraphs (core's `legal::blocks`). */
            blocks: components["schemas"]["Block"][];
            body: string;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["DocumentKind"];
            /** @description A set of cancellation terms' name; empty for the other kinds. */
            name: string;
            /** @description When this version was saved (RFC 3339). */
            updated_at: string;
            /**
             * Format: int64
             * @description 1 for the first text; each saved change adds one.
             */
            version: number;
        };
        /** @description `{"document": …}`: one document, or `null` when not written yet. */
        LegalDocumentBody: {
            document: components["schemas"]["LegalDocument"] | null;
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        LegalDocumentList: {
            list: components["schemas"]["LegalDocument"][];
        };
        /**
         * @description Every document of the seller, and which of those publishing needs are
         *     missing.
         */
        LegalOverview: {
            cancellation_terms: components["schemas"]["LegalDocument"][];
            imprint: components["schemas"]["LegalDocument"] | null;
            /** @description The kinds publishing needs that the seller has not written. */
            missing: components["schemas"]["DocumentKind"][];
            privacy: components["schemas"]["LegalDocument"] | null;
            terms: components["schemas"]["LegalDocument"] | null;
        };
        /** @description The platform's template of a document, filled from the seller profile. */
        LegalTemplate: {
            body: string;
            /**
             * @description What the profile did not hold, left in the body as `[…]` for the
             *     seller to fill before saving.
             */
            gaps: string[];
            kind: components["schemas"]["DocumentKind"];
            /** @description The name of a set of cancellation terms; empty for the other kinds. */
            name: string;
        };
        /** @description One lesson of a course. */
        Lesson: {
            /**
             * @description Text lessons: the text (plain, blank lines between paragraphs);
             *     other kinds: an optional short introduction.
             * @default
             */
            body: string;
            /**
             * Format: uint16
             * @description Lesson drip: days after the buyer's access began the lesson opens
             *     (0: at once).
             * @default 0
             */
            drip_days: number;
            /**
             * Format: int64
             * @description File and pdf lessons: one of the product's files (ids stay below
             *     2^53, so TypeScript sees a number); a video lesson may use an
             *     uploaded video file instead of a link.
             */
            file_id?: number;
            /**
             * Format: uint32
             * @description The lesson's id in its course (0 or absent: a new lesson; the edge
             *     gives it one through [`assign_lesson_ids`]).
             * @default 0
             */
            id: number;
            kind: components["schemas"]["LessonKind"];
            /**
             * @description `YYYY-MM-DD`: the lesson opens on that day (00:00 UTC); with drip
             *     days as well, the later of the two.
             */
            opens_on?: string;
            /** @default published */
            publish: components["schemas"]["LessonPublish"];
            quiz?: components["schemas"]["Quiz"];
            title: string;
            /** @description Video lessons: the video's http(s) link. */
            video_url?: string;
        };
        /** @description One lesson's content. */
        LessonAnswer: {
            body: string;
            file?: components["schemas"]["FileLink"];
            /** Format: uint32 */
            id: number;
            kind: components["schemas"]["LessonKind"];
            /** Format: uint32 */
            next_id?: number;
            /** Format: uint32 */
            prev_id?: number;
            quiz?: components["schemas"]["QuizOut"];
            status: components["schemas"]["LessonState"];
            title: string;
            video?: components["schemas"]["Video"];
        };
        /** @description One lesson of a course. */
        LessonInput: {
            /**
             * @description Text lessons: the text (plain, blank lines between paragraphs);
             *     other kinds: an optional short introduction.
             * @default
             */
            body: string;
            /**
             * Format: uint16
             * @description Lesson drip: days after the buyer's access began the lesson opens
             *     (0: at once).
             * @default 0
             */
            drip_days: number;
            /**
             * Format: int64
             * @description File and pdf lessons: one of the product's files (ids stay below
             *     2^53, so TypeScript sees a number); a video lesson may use an
             *     uploaded video file instead of a link.
             */
            file_id?: number | null;
            /**
             * Format: uint32
             * @description The lesson's id in its course (0 or absent: a new lesson; the edge
             *     gives it one through [`assign_lesson_ids`]).
             * @default 0
             */
            id: number;
            kind: components["schemas"]["LessonKind"];
            /**
             * @description `YYYY-MM-DD`: the lesson opens on that day (00:00 UTC); with drip
             *     days as well, the later of the two.
             */
            opens_on?: string | null;
            /** @default published */
            publish: components["schemas"]["LessonPublish"];
            quiz?: components["schemas"]["QuizInput"] | null;
            title: string;
            /** @description Video lessons: the video's http(s) link. */
            video_url?: string | null;
        };
        /** @description How a lesson carries its content. */
        LessonKind: ("text" | "video" | "file") | "pdf";
        /**
         * @description Whether buyers see a lesson (the spec's lesson publish states the
         *     seller chooses; the buyer-side states are `states::LessonState`).
         */
        LessonPublish: "published" | "not_for_publish";
        /** @description A lesson for one payer: released, opened, finished. */
        LessonState: ("finished" | "published" | "viewed") | "pending" | "not_for_publish";
        /** @description A buyer's state of one lesson, as the seller's list shows it. */
        LessonStatusListRow: {
            finished_at: string | null;
            /** Format: int64 */
            lesson_id: number;
            /** @description The lesson's title now; none when the seller deleted the lesson. */
            lesson_title: string | null;
            payer_email: string;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            state: string;
            viewed_at: string | null;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        LessonStatusListRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["LessonStatusListRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /** @description The product a 403 `product_password_required` names. */
        LockedProduct: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        MagicLinkBody: {
            email: string;
            /** @default null */
            profile_type: string | null;
            /** @default null */
            seller: string | null;
        };
        MagicSignInBody: {
            /** @default null */
            fingerprint: string | null;
            token: string;
        };
        MeBody: {
            area: components["schemas"]["Area"];
            profile: components["schemas"]["Profile"];
            profiles: components["schemas"]["Profile"][];
            user: components["schemas"]["User"];
        };
        /** @description A file of the library as the cabinet sees it. */
        Media: {
            content_type: string;
            created_at: string;
            /** @description `png`, `jpeg`, `gif`, `webp`, `woff2`, `woff`, `truetype` or `opentype`. */
            format: string;
            /** Format: uint32 */
            height: number | null;
            /** Format: int64 */
            id: number;
            /** @description `image` or `font`. */
            kind: string;
            /** @description The name of the uploaded file. */
            name: string;
            /** @description `logo`, `banner`, `image` or `font`: what it was checked for. */
            purpose: string;
            /**
             * Format: uint64
             * @description Bytes.
             */
            size: number;
            /** @description Where anyone reads it (`/v1/media/{seller}/{token}`), cached for good. */
            url: string;
            /**
             * Format: uint32
             * @description An image's size in pixels; `null` for a font.
             */
            width: number | null;
        };
        /** @description `{media}`: a file just uploaded. */
        MediaAnswer: {
            media: components["schemas"]["Media"];
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        MediaPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["Media"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        MembershipAnswer: {
            access: components["schemas"]["CourseAccess"];
            description: string;
            items: components["schemas"]["MembershipItem"][];
            name: string;
            /** Format: int64 */
            product_id: number;
            seller: components["schemas"]["SellerRef"];
        };
        /**
         * @description One product a membership includes; a download item lists its files by
         *     signed links while access is open.
         */
        MembershipItem: {
            downloads?: components["schemas"]["Download"][];
            form: string;
            name: string;
            /** Format: int64 */
            product_id: number;
        };
        /** @description A membership in the buyer's list of one shop. */
        MembershipRow: {
            access: components["schemas"]["CourseAccess"];
            name: string;
            /** Format: int64 */
            product_id: number;
        };
        /** @description A payment method of the matrix with what it may be set to. */
        MethodEntry: {
            /** @description Enabled and routed to a connected provider: offered to buyers. */
            active: boolean;
            enabled: boolean;
            method: components["schemas"]["PaymentMethod"];
            /** @description The plan kinds that allow this method. */
            plan_kinds: components["schemas"]["PlanKind"][];
            /** @description The provider it is routed to; `null` when no connected one takes it. */
            provider: components["schemas"]["ProviderKind"] | null;
            /** @description The providers that take this method. */
            providers: components["schemas"]["ProviderKind"][];
        };
        /** @description One row of the method matrix: a method, on or off, and who takes it. */
        MethodSetting: {
            enabled: boolean;
            method: components["schemas"]["PaymentMethod"];
            provider: components["schemas"]["ProviderKind"];
        };
        MethodsAnswer: {
            methods: components["schemas"]["MethodEntry"][];
        };
        MethodsBody: {
            methods: components["schemas"]["MethodSetting"][];
        };
        /**
         * @description Test or live credentials.
         * @enum {string}
         */
        Mode: "test" | "live";
        /** @description a decimal amount, in the currency named beside it */
        Money: string;
        /** @description `POST /v1/cabinet/exports`'s body. */
        NewExport: {
            kind: components["schemas"]["ExportKind"];
            /**
             * @description The list's query string (filters and search, as
             *     `GET /v1/cabinet/orders` or `…/payment_tickets` takes them; paging
             *     and sort are ignored: an export holds every match in id order).
             * @default
             */
            query: string;
        };
        /** @description The next charge of a running plan. */
        NextCharge: {
            amount: components["schemas"]["Money"];
            /** @description `YYYY-MM-DD`. */
            date: string;
            /**
             * Format: uint
             * @description The rate's index.
             */
            index: number;
        };
        /**
         * @description A kind of notification (spec section 3's notification types that
         *     exist on this platform).
         * @enum {string}
         */
        NotificationKind: "order_created" | "paid_transaction" | "free_transaction" | "order_canceled" | "quiz_attempt" | "comment" | "custom_notification";
        /** @description A page of notifications, newest first. */
        NotificationPage: {
            /** @description Older notifications follow: pass `next_before` as `before=`. */
            has_more: boolean;
            list: components["schemas"]["NotificationView"][];
            /** Format: int64 */
            next_before?: number;
            /**
             * Format: int64
             * @description How many of all the seller's notifications are unread.
             */
            unread: number;
        };
        /** @description `{"settings": […]}`: every kind, in order. */
        NotificationSettings: {
            settings: components["schemas"]["KindSetting"][];
        };
        /** @description `PUT /v1/cabinet/settings/notifications`'s body: the kinds to change. */
        NotificationSettingsInput: {
            settings: components["schemas"]["KindSetting"][];
        };
        /** @description A notification as the cabinet shows it. */
        NotificationView: {
            /** @description Who did it (the buyer's e-mail address), when known. */
            actor?: string;
            /** @description The money it is about, a decimal string in `currency`. */
            amount?: string;
            created_at: string;
            currency?: string;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["NotificationKind"];
            /** @description Where the cabinet shows more (a path). */
            link: string;
            /** Format: int64 */
            order_id?: number;
            read: boolean;
            /** @description What it is about: a product's, course's or lesson's name. */
            subject: string;
        };
        /** @description What `POST /v1/dev/notify` did: whether the notification was new. */
        Notified: {
            new: boolean;
        };
        OrderAsk: {
            cart: components["schemas"]["QuoteAsk"];
            /**
             * @description The boxes the buyer ticked (core's `legal::required_consents` says
             *     which the order needs; each missing one is refused).
             * @default []
             */
            consents: components["schemas"]["Consent"][];
            email: string;
            expected: components["schemas"]["ExpectedTotals"];
            /**
             * @description The language the page showed its texts in (`de`, `en`; default the
             *     request's `Accept-Language`): the consents are stored in it.
             * @default null
             */
            language: string | null;
            /**
             * @default {
             *       "city": null,
             *       "first_name": null,
             *       "last_name": null,
             *       "payer_country": null,
             *       "phone": null,
             *       "street": null,
             *       "street_number": null,
             *       "zip": null
             *     }
             */
            payer: components["schemas"]["PayerDetailsInput"];
        };
        /** @description An answer with the order alone (a cancellation). */
        OrderBody: {
            order: components["schemas"]["OrderSummary"];
        };
        /** @description One product offered beside the main one at checkout. */
        OrderBump: {
            /** @default  */
            description: string;
            /** @default  */
            headline: string;
            /**
             * Format: int64
             * @default null
             */
            plan_id: number | null;
            /** Format: int64 */
            product_id: number;
        };
        /** @description One product offered beside the main one at checkout. */
        OrderBumpInput: {
            /** @default  */
            description: string;
            /** @default  */
            headline: string;
            /**
             * Format: int64
             * @default null
             */
            plan_id: number | null;
            /** Format: int64 */
            product_id: number;
        };
        /**
         * @description An order with its payer, rates and delivery (`GET …/orders/{id}`, and
         *     the 202 of a refund).
         */
        OrderDetail: {
            delivery: components["schemas"]["Delivered"];
            /**
             * @description What the order was sold under: the consents the buyer gave (the
             *     texts shown), the seller's document versions, the time of consent;
             *     `null` for an order made before they were kept.
             */
            legal: components["schemas"]["OrderLegal"] | null;
            order: components["schemas"]["OrderListRow"];
            /** @description What the paid rates took. */
            paid: components["schemas"]["Money"];
            /** @description The payer's details and the buyer as the order took them. */
            payer: components["schemas"]["OrderPayer"];
            /**
             * @description How the plan reads (core's `schedule::plan_view`): a subscription
             *     per period with its next charge, a schedule compactly.
             */
            plan: components["schemas"]["PlanView"];
            rates: components["schemas"]["SellerRate"][];
            refundable: boolean;
            /**
             * @description What a refund may give back now: paid minus refunded (zero when the
             *     order cannot be refunded); the refund dialog offers it.
             */
            refundable_amount: components["schemas"]["Money"];
            /** @description What the seller's refunds gave back so far. */
            refunded: components["schemas"]["Money"];
            /** @description When the last refund was made. */
            refunded_at: string | null;
        };
        /** @description What an order was sold under, as stored. */
        OrderLegal: {
            /** @description The edge's time of consent (RFC 3339). */
            consented_at: string;
            /** @description The boxes the buyer ticked, with the exact texts shown. */
            consents: components["schemas"]["Worded"][];
            /** @description The seller's document versions. */
            documents: components["schemas"]["SoldUnder"][];
            /** @description The language the texts were shown in (`en`, `de`). */
            language: string;
            /** @description The sentences shown without a box. */
            notices: components["schemas"]["Worded"][];
            /**
             * Format: int64
             * @description The version of the consent texts.
             */
            texts_version: number;
        };
        /**
         * @description One product an order bought, as the thank-you page lists it: the main
         *     product first, then each order bump, with what its first payment
         *     charged for it.
         */
        OrderLine: {
            /** @description The gross charged for it by the first payment (zero in a free trial). */
            due_now: components["schemas"]["Money"];
            name: string;
            /** Format: int64 */
            product_id: number;
            role: components["schemas"]["ItemRole"];
        };
        OrderLinkBody: {
            /** @description The `order_link` of the confirmation mail's sign-in link. */
            order_link: string;
        };
        /** @description An order as the seller's list shows it. */
        OrderListRow: {
            buyer_country: string;
            coupon_code: string | null;
            created_at: string;
            currency: string;
            due_now: string;
            /** Format: int64 */
            funnel_id: number | null;
            /** Format: int64 */
            funnel_node_id: number | null;
            /** Format: int64 */
            id: number;
            order_state: string;
            paid_at: string | null;
            /**
             * Format: int64
             * @description The order an upsell followed.
             */
            parent_order_id: number | null;
            payer_email: string;
            payment_method: string;
            payment_state: string;
            /** Format: int64 */
            plan_id: number;
            plan_kind: string;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            provider: string;
            token: string;
            total: string;
            /** @description `funnel` for an order taken with one click in a funnel (issue 19). */
            upsell_type: string | null;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        OrderListRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["OrderListRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /**
         * @description An order made or a rate paid now: the order, where the buyer goes
         *     next, and the card provider's fields when the buyer pays on our page.
         */
        OrderNext: {
            confirm: components["schemas"]["Confirm"] | null;
            order: components["schemas"]["OrderSummary"];
            redirect_url: string;
        };
        /**
         * @description The payer as an order keeps them: the details the buyer gave at
         *     checkout and the buyer the price was made for. Orders made before the
         *     buyer was kept have no `buyer`.
         */
        OrderPayer: {
            /** @default null */
            buyer: components["schemas"]["BuyerRequest"] | null;
            /**
             * @default {
             *       "city": null,
             *       "first_name": null,
             *       "last_name": null,
             *       "payer_country": null,
             *       "phone": null,
             *       "street": null,
             *       "street_number": null,
             *       "zip": null
             *     }
             */
            details: components["schemas"]["PayerDetails"];
        };
        OrderProduct: {
            form: string;
            /** Format: int64 */
            id: number;
            name: string;
        };
        /** @description The state of one rate (one charge) of an order's plan. */
        OrderRateState: ("paid" | "chargebacked" | "refunded") | "unpaid" | "future" | "skipped" | "debt" | "pending" | "partly_paid";
        /** @description The shop an order was made at, as the buyer's pages name it. */
        OrderSeller: {
            /** @description The shop's name, as its seller calls it. */
            display_name: string;
            username: string;
        };
        /** @description The state of an order. */
        OrderState: ("cancelled" | "refunded") | "closed" | "draft" | "finalized" | "unsubscribed" | "ready";
        /** @description Where an order stands, as the buyer's pages read it. */
        OrderStatus: {
            cancellable: boolean;
            delivery: components["schemas"]["Delivered"];
            /**
             * @description The step page of the funnel the buyer goes through before the
             *     thank-you page (a paid order of a product with an activated funnel
             *     and a step left); `null` otherwise.
             */
            funnel_url: string | null;
            /**
             * @description Every product bought (main first, then the order bumps) with its
             *     share of the first payment.
             */
            lines: components["schemas"]["OrderLine"][];
            order: components["schemas"]["OrderSummary"];
            pages: components["schemas"]["Pages"];
            /**
             * @description How the plan reads (core's `schedule::plan_view`): a subscription
             *     per period with its next charge and no total, a schedule compactly.
             */
            plan: components["schemas"]["PlanView"];
            product: components["schemas"]["OrderProduct"];
            rates: components["schemas"]["BuyerRate"][];
            /**
             * Format: int64
             * @description The order's number as the seller's cabinet shows it. Not a secret:
             *     it opens nothing, so it is what the shop's trackers get as the
             *     transaction id (issue 29), never the token.
             */
            reference: number;
            seller: components["schemas"]["OrderSeller"];
            /**
             * @description The upsells the buyer accepted in the funnel after this order, each
             *     its own order (issue 30: the thank-you page shows them).
             */
            upsells: components["schemas"]["AcceptedUpsell"][];
        };
        /** @description What an order answer says of the order. */
        OrderSummary: {
            created_at: string;
            currency: components["schemas"]["Currency"];
            due_now: components["schemas"]["Money"];
            order_state: components["schemas"]["OrderState"];
            payment_state: components["schemas"]["PaymentState"];
            /** Format: int64 */
            plan_id: number;
            /** Format: int64 */
            product_id: number;
            token: string;
            total: components["schemas"]["Money"];
        };
        /** @enum {string} */
        Orientation: "landscape" | "portrait" | "custom";
        OutlineChapter: {
            lessons: components["schemas"]["OutlineLesson"][];
            title: string;
        };
        /** @description One lesson in the outline. */
        OutlineLesson: {
            has_quiz: boolean;
            /** Format: uint32 */
            id: number;
            kind: components["schemas"]["LessonKind"];
            /** @description It cannot be opened now (access blocked, or not open yet). */
            locked: boolean;
            /** @description `YYYY-MM-DD`: the day a dripped lesson opens. */
            opens_on?: string;
            quiz_passed?: boolean;
            status: components["schemas"]["LessonState"];
            title: string;
        };
        /** @description `{"page": …}`. */
        PageBody: {
            page: components["schemas"]["BuilderPage"];
        };
        /**
         * @description A product category of the shop (spec section 3). `PageCategory` in the
         *     API document and the TypeScript types, where `Category` is a mail's category.
         */
        PageCategory: {
            color: string | null;
            description: string;
            hidden: boolean;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            parent_id: number | null;
            /** Format: int64 */
            position: number;
            product_ids: number[];
            title: string;
        };
        /**
         * @description A funnel step's offer as its page shows it (`View::Funnel`): the run's
         *     token, the step, the product, the step's headline and text, what one
         *     click charges now (VAT included) and the VAT in it as decimal strings in
         *     `currency`, where the two buttons post, and whether the previous
         *     offer's charge failed. (Core's `FunnelOffer` as it crosses the
         *     boundary.)
         */
        PageFunnelOffer: {
            accept_url: string;
            /**
             * @description The boxes to tick before accepting (their wire names).
             * @default []
             */
            consents: components["schemas"]["Consent"][];
            currency: components["schemas"]["Currency"];
            decline_url: string;
            /** @description Decimal strings in `currency`. */
            due_now: string;
            /** @default false */
            failed: boolean;
            /** Format: int64 */
            node_id: number;
            product: components["schemas"]["ProductCard"];
            text: string;
            title: string;
            token: string;
            /**
             * @description The last accept came without them.
             * @default false
             */
            unconfirmed: boolean;
            vat: string;
            /** @description The price without the step's discount, when it has one. */
            was?: string;
        };
        /**
         * @description Everything a public page shows. The edge builds it from D1 (and answers
         *     it to the cabinet as `render_input`), so the browser can render the very
         *     same page.
         */
        PageInput: {
            assets: components["schemas"]["Assets"];
            categories: components["schemas"]["PageCategory"][];
            /** @description The language of the page's own words ("Buy", "per month"). */
            locale: components["schemas"]["Language"];
            /** @description The site's origin (`https://sellwerk.example`): canonical and `og:url` are absolute. */
            origin: string;
            /**
             * @description A builder document `{type, blocks}`; checked with
             *     [`builder::validate_page`] before anything is rendered.
             */
            page: unknown;
            /**
             * @description What product lists may show: published, not archived, not
             *     password-protected products of this shop, in the seller's order.
             */
            products: components["schemas"]["ProductCard"][];
            shop: components["schemas"]["Shop"];
            /**
             * @default {
             *       "accent": "#1565c0",
             *       "background": "#f6f7f9",
             *       "button": "#1565c0",
             *       "button_text": "#ffffff",
             *       "custom_font": null,
             *       "font": "sans",
             *       "muted": "#57606a",
             *       "radius": 8,
             *       "surface": "#ffffff",
             *       "text": "#1f2328"
             *     }
             */
            theme: components["schemas"]["Theme"];
            /**
             * @description The seller's tracking codes, passed through to the consent island
             *     (written as canonical JSON); `None`: no consent banner.
             * @default null
             */
            tracking: unknown;
            view: components["schemas"]["View"];
        };
        /**
         * @description A template: its key (stable, for tests and links), its name and what
         *     it is for in the seller's language, and the document.
         */
        PageTemplate: {
            description: string;
            /** @description core's builder document `{type, blocks}`. */
            document: unknown;
            key: string;
            name: string;
        };
        /**
         * @description The pages the builder makes.
         * @enum {string}
         */
        PageType: "membership" | "shop" | "shopProduct" | "thankYouPage" | "course" | "funnel" | "affiliate";
        /** @description The pages step. */
        Pages: {
            /** @default default */
            thank_you: components["schemas"]["ThankYouMode"];
            /**
             * @description A page document of type `thankYouPage`, for a custom page.
             * @default null
             */
            thank_you_page: unknown;
        };
        /** @description The pages step. */
        PagesInput: {
            /** @default default */
            thank_you: components["schemas"]["ThankYouMode"];
            /**
             * @description A page document of type `thankYouPage`, for a custom page.
             * @default null
             */
            thank_you_page: unknown;
        };
        /** @description The payer's details at checkout (spec section 5). */
        PayerDetails: {
            /** @default null */
            city: string | null;
            /**
             * @description The company's name: required when the buyer buys as a business
             *     (`validate_order_payer`), at most `COMPANY_MAX` characters.
             */
            company?: string;
            /** @default null */
            first_name: string | null;
            /** @default null */
            last_name: string | null;
            /**
             * @description ISO 3166 alpha-2.
             * @default null
             */
            payer_country: string | null;
            /** @default null */
            phone: string | null;
            /** @default null */
            street: string | null;
            /** @default null */
            street_number: string | null;
            /** @default null */
            zip: string | null;
        };
        /** @description The payer's details at checkout (spec section 5). */
        PayerDetailsInput: {
            /** @default null */
            city: string | null;
            /**
             * @description The company's name: required when the buyer buys as a business
             *     (`validate_order_payer`), at most `COMPANY_MAX` characters.
             */
            company?: string | null;
            /** @default null */
            first_name: string | null;
            /** @default null */
            last_name: string | null;
            /**
             * @description ISO 3166 alpha-2.
             * @default null
             */
            payer_country: string | null;
            /** @default null */
            phone: string | null;
            /** @default null */
            street: string | null;
            /** @default null */
            street_number: string | null;
            /** @default null */
            zip: string | null;
        };
        /**
         * @description An order as the buyer's pages list it (the payer area, a course's
         *     page).
         */
        PayerOrder: {
            created_at: string;
            /**
             * @description The day it was ordered in the shop's time zone (issue 30: the days
             *     of the buyer's pages are the shop's, as the due dates are).
             */
            created_on?: string;
            currency: components["schemas"]["Currency"];
            delivery: components["schemas"]["Delivered"];
            due_now: components["schemas"]["Money"];
            order_state: components["schemas"]["OrderState"];
            payment_state: components["schemas"]["PaymentState"];
            /**
             * @description How the plan reads (core's `schedule::plan_view`): a subscription
             *     per period with its next charge, not the sum of its listed rates.
             */
            plan: components["schemas"]["PlanView"];
            product_form: string;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            seller: string;
            /** @description The shop's name, as its seller calls it (`seller` is its username). */
            seller_name: string;
            token: string;
            total: components["schemas"]["Money"];
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        PayerOrderList: {
            list: components["schemas"]["PayerOrder"][];
        };
        /** @description One shop the buyer bought from. */
        PayerSeller: {
            display_name: string;
            last_order_at: string;
            /** @description The day of the last order in the shop's time zone (issue 30). */
            last_order_on?: string;
            /** Format: int64 */
            orders_count: number;
            username: string;
        };
        /** @description One payment: every item's amount due on one date. */
        Payment: {
            date: string;
            discount: components["schemas"]["Money"];
            gross: components["schemas"]["Money"];
            lines: components["schemas"]["QuoteLine"][];
            net: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
            vat_breakdown: components["schemas"]["VatGroup"][];
        };
        /**
         * @description Payment methods (spec section 3).
         * @enum {string}
         */
        PaymentMethod: "paypal" | "card" | "card_am_ex" | "sofort" | "bank_wire" | "sepa" | "pay_later" | "p_24" | "not_assigned" | "apple_pay" | "google_pay" | "sofort_sepa" | "ideal" | "ideal_sepa" | "klarna" | "twint" | "mondu";
        /** @description The payment state of an order. */
        PaymentState: ("payment_canceled" | "payment_chargebacked") | "payment_waiting" | "payment_pending" | "paying" | "paid" | "payment_paused" | "payment_refunded" | "payment_not_completed";
        /** @description What a seller enters for the wallet provider (REST kind). */
        PaypalCredentials: {
            /** @default  */
            client_id: string;
            /** @default  */
            client_secret: string;
            /**
             * @description Test (the provider's sandbox) or live.
             * @default null
             */
            mode: components["schemas"]["Mode"] | null;
            /** @default  */
            webhook_id: string;
        };
        /** @description `{pricing_plan}`: a plan after it was added or changed. */
        PlanAnswer: {
            pricing_plan: components["schemas"]["CabinetPlan"];
        };
        PlanBody: {
            /** @default  */
            name: string;
            terms: components["schemas"]["PlanTermsInput"];
            /**
             * Format: int64
             * @description The ticket an event's plan sells; set when the plan is created and
             *     kept after (a change may repeat it, and it is ignored there).
             * @default null
             */
            ticket_id: number | null;
        };
        /** @description A plan of a product, with the terms its price is worded from. */
        PlanCard: {
            /** Format: int64 */
            id: number;
            name: string;
            terms: components["schemas"]["PlanTerms"];
        };
        /**
         * @description The four plan kinds, with the numeric values the spec gives them.
         * @enum {string}
         */
        PlanKind: "one_time" | "installment" | "limited_subscription" | "subscription";
        /**
         * @description How the buyer's pages and the seller's cabinet present an order's plan
         *     (issue 30): one decision here, so the web and the edge agree.
         */
        PlanLayout: "single" | "schedule" | "subscription";
        /**
         * @description The raw plan as a form or a stored row holds it. Every amount is a
         *     decimal string in the plan's currency.
         */
        PlanTerms: {
            currency: string;
            /**
             * @description Custom intervals: the gap before each payment after the first
             *     (`payments_count - 1` of them); they replace the regular interval.
             * @default null
             */
            custom_intervals: string[] | null;
            /**
             * @description First payment of a recurring plan.
             * @default null
             */
            first_amount: string | null;
            /**
             * @description Billing interval, one of the 41 options (`1m`).
             * @default null
             */
            interval: string | null;
            kind: components["schemas"]["PlanKind"] | null;
            /**
             * @description Every later payment of a recurring plan.
             * @default null
             */
            next_amount: string | null;
            /** @default false */
            pay_what_you_want: boolean;
            /**
             * Format: uint32
             * @description Number of payments of an instalment or limited subscription plan.
             * @default null
             */
            payments_count: number | null;
            /**
             * @description One-time price (the minimum when pay-what-you-want).
             * @default null
             */
            price: string | null;
            /**
             * @description Custom rates (the spec's rate1Amount..rateNAmount), one per payment;
             *     they replace first and next amount.
             * @default null
             */
            rates: string[] | null;
            /**
             * Format: uint8
             * @description Day of the month (1, 7, 14, 21, 28) later payments fall on.
             * @default null
             */
            start_day: number | null;
            /** @default null */
            trial_amount: string | null;
            /** @default null */
            trial_period: string | null;
        };
        /**
         * @description The raw plan as a form or a stored row holds it. Every amount is a
         *     decimal string in the plan's currency.
         */
        PlanTermsInput: {
            currency: string;
            /**
             * @description Custom intervals: the gap before each payment after the first
             *     (`payments_count - 1` of them); they replace the regular interval.
             * @default null
             */
            custom_intervals: string[] | null;
            /**
             * @description First payment of a recurring plan.
             * @default null
             */
            first_amount: string | null;
            /**
             * @description Billing interval, one of the 41 options (`1m`).
             * @default null
             */
            interval: string | null;
            kind?: components["schemas"]["PlanKind"] | null;
            /**
             * @description Every later payment of a recurring plan.
             * @default null
             */
            next_amount: string | null;
            /** @default false */
            pay_what_you_want: boolean;
            /**
             * Format: uint32
             * @description Number of payments of an instalment or limited subscription plan.
             * @default null
             */
            payments_count: number | null;
            /**
             * @description One-time price (the minimum when pay-what-you-want).
             * @default null
             */
            price: string | null;
            /**
             * @description Custom rates (the spec's rate1Amount..rateNAmount), one per payment;
             *     they replace first and next amount.
             * @default null
             */
            rates: string[] | null;
            /**
             * Format: uint8
             * @description Day of the month (1, 7, 14, 21, 28) later payments fall on.
             * @default null
             */
            start_day: number | null;
            /** @default null */
            trial_amount: string | null;
            /** @default null */
            trial_period: string | null;
        };
        /** @description What the pages show of an order's plan ([`plan_view`]). */
        PlanView: {
            /**
             * @description A subscription the buyer ended: the day the time paid for runs out
             *     (the first rate that will not be charged).
             */
            ends_on: string | null;
            kind: components["schemas"]["PlanKind"];
            layout: components["schemas"]["PlanLayout"];
            /**
             * @description The rates the page lists, by index: every rate of a schedule, the
             *     payments made so far of an open-ended subscription (not those to
             *     come, which never end), none of a single payment.
             */
            listed: number[];
            /** @description The next charge while the plan runs; none once it ended. */
            next_charge: components["schemas"]["NextCharge"] | null;
            /**
             * Format: uint
             * @description How many rates are paid.
             */
            paid_count: number;
            /**
             * Format: uint
             * @description How many payments the plan has; none for an open-ended subscription.
             */
            payments_count: number | null;
            /**
             * @description A subscription's price per period: the amount of its next charge,
             *     else of its last rate.
             */
            per_period: components["schemas"]["Money"] | null;
            /** @description The plan's interval (`1m`), when it has a regular one. */
            period: string | null;
            /**
             * @description The word for the payment's state: `subscription_active` for a
             *     running subscription (open-ended or limited), whose `paying` is no
             *     instalment; the payment state's own name otherwise.
             */
            status: string;
            /**
             * @description The whole plan's price (the sum of its rates); none for an
             *     open-ended subscription, which has no end.
             */
            total: components["schemas"]["Money"] | null;
        };
        ProductBody: {
            product: components["schemas"]["PublicProduct"];
        };
        /** @description A product as a list shows it. */
        ProductCard: {
            category_ids: number[];
            /**
             * @description The original cover: Open Graph and schema.org's `image`, and what
             *     the page shows when there is no [`ProductCard::cover_page`].
             */
            cover: components["schemas"]["Image"] | null;
            /**
             * @description The cover's page-sized square (`s400`, see [`crate::image`]): what
             *     cards and the product page show. `None` for a cover uploaded before
             *     the variant existed (or without it): the original shows then.
             * @default null
             */
            cover_page: components["schemas"]["Image"] | null;
            /** @description RFC 3339; sorts "newest first" (compared as text). */
            created_at: string;
            /** @description The product's form (`download`, `course`, `membership`, `bundle`, ...). */
            form: string;
            /** Format: int64 */
            id: number;
            name: string;
            plans: components["schemas"]["PlanCard"][];
            /** Format: int64 */
            position: number;
            /** Format: int64 */
            purchases: number;
            sold_out: boolean;
            summary: string;
        };
        /** @description A product's page: its card and its long description. */
        ProductDetail: {
            card: components["schemas"]["ProductCard"];
            /**
             * @description A course's chapters with their lessons' titles (never their
             *     content), in order; empty for every other product (issue 30).
             */
            curriculum?: components["schemas"]["CurriculumChapter"][];
            description: string;
        };
        /**
         * @description A new product: its form and name; everything else starts empty, but
         *     for the category its form presets (`ProductForm::preset_category`).
         */
        ProductDraft: {
            /**
             * @description What the checkout asks of the payer from the start. Decision
             *     (issue 30): the cabinet's "New product" sends `minimal` (name and
             *     e-mail: every form sold here is digital, nothing ships to an
             *     address, and a business buyer still gives its address: see
             *     `validation::payer_fields`); left out, the checkout settings'
             *     default (`full`) stays, as for products made before.
             * @default null
             */
            buyer_information: components["schemas"]["IncludeType"] | null;
            form?: components["schemas"]["ProductForm"] | null;
            /** @default  */
            name: string;
        };
        /** @description A file of a product. */
        ProductFile: {
            content_type: string;
            created_at: string;
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: int64 */
            size: number;
        };
        /**
         * @description What kind of thing a product is; decides its edit steps.
         * @enum {string}
         */
        ProductForm: "course" | "service" | "download" | "membership" | "event" | "certificate" | "license_key" | "bundle";
        /** @description `{product_id, funnel_id}`. */
        ProductFunnel: {
            /** Format: int64 */
            funnel_id: number | null;
            /** Format: int64 */
            product_id: number;
        };
        /** @description The body of `PUT /v1/cabinet/products/{id}/funnel`. */
        ProductFunnelBody: {
            /**
             * Format: int64
             * @description The funnel the product's buyers go through; `null`: none.
             */
            funnel_id?: number | null;
        };
        /**
         * @description A change to a product's details: only the keys present change; `null`
         *     clears the access password, the limit and the texts that may be empty.
         */
        ProductPatch: {
            access_password?: string | null;
            category?: components["schemas"]["CategoryInput"] | null;
            /** @default null */
            checkout: components["schemas"]["CheckoutSettingsInput"] | null;
            /** @default null */
            cost_center: string | null;
            /** @default null */
            description: string | null;
            /** @default null */
            free: boolean | null;
            /** @default null */
            internal_name: string | null;
            /** Format: uint32 */
            limit?: number | null;
            /** @default null */
            name: string | null;
            /** @default null */
            success_url: string | null;
            /** @default null */
            tracking_codes: components["schemas"]["TrackingCode"][] | null;
        };
        /** @description A product's setup; a section left out of a change keeps its value. */
        ProductSetup: {
            /** @default null */
            certificate: components["schemas"]["CertificateSettings"] | null;
            /** @default null */
            delivery: components["schemas"]["Delivery"] | null;
            /** @default null */
            design: components["schemas"]["Design"] | null;
            /** @default null */
            pages: components["schemas"]["Pages"] | null;
            /** @default null */
            service: components["schemas"]["ServiceDetails"] | null;
            /** @default null */
            upsell: components["schemas"]["Upsell"] | null;
        };
        /** @description A product's setup; a section left out of a change keeps its value. */
        ProductSetupInput: {
            /** @default null */
            certificate: components["schemas"]["CertificateSettingsInput"] | null;
            /** @default null */
            delivery: components["schemas"]["DeliveryInput"] | null;
            /** @default null */
            design: components["schemas"]["DesignInput"] | null;
            /** @default null */
            pages: components["schemas"]["PagesInput"] | null;
            /** @default null */
            service: components["schemas"]["ServiceDetailsInput"] | null;
            /** @default null */
            upsell: components["schemas"]["UpsellInput"] | null;
        };
        /**
         * @description A warning on a product row (spec section 8), as a translation key.
         * @enum {string}
         */
        ProductWarning: "no_active_payment_method" | "no_pricing_plans" | "limit_reached" | "review_rejected" | "review_not_valid" | "on_review" | "not_reviewed" | "not_active" | "no_active_events" | "no_digitals" | "no_products" | "finish_registration" | "archived" | "has_access_password" | "no_legal_documents";
        /** @description One profile of a user. */
        Profile: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            seller_id: number | null;
            seller_username: string | null;
            type: components["schemas"]["ProfileKind"];
        };
        /**
         * @description A kind of profile a user may hold (spec sections 1 and 6).
         * @enum {string}
         */
        ProfileKind: "seller" | "publisher" | "team_member" | "payer" | "admin";
        /** @description A buyer's progress in a course. */
        Progress: {
            /** Format: uint32 */
            finished: number;
            /**
             * Format: uint8
             * @description Whole percent, rounded down (100 only when everything is finished).
             */
            percent: number;
            /** Format: uint32 */
            total: number;
        };
        /**
         * @description A provider as the settings page shows it: whether it is connected, in
         *     which mode, where its webhook goes, and its public settings (secrets
         *     masked or null, never in clear).
         */
        ProviderEntry: {
            /**
             * @description The card provider's account connected through its onboarding
             *     (`acct_…`).
             */
            account_id?: string;
            built_in: boolean;
            connected: boolean;
            /**
             * @description How the card provider was connected: `oauth` (its onboarding,
             *     Connect) or `keys` (pasted); absent when not connected.
             */
            connected_via?: string;
            mode: string | null;
            provider: string;
            webhook_url?: string;
        } & {
            [key: string]: string | null;
        };
        /**
         * @description A payment provider Sellwerk talks to.
         * @enum {string}
         */
        ProviderKind: "sandbox" | "stripe" | "paypal";
        ProvidersBody: {
            /**
             * @description Whether the card provider can be connected through its onboarding
             *     (`POST …/stripe/connect`); otherwise only by pasting keys.
             */
            connect_available: boolean;
            providers: components["schemas"]["ProviderEntry"][];
        };
        PublicBump: {
            description: string;
            /** @description Its form, which chooses the consents an order with it asks. */
            form: components["schemas"]["ProductForm"];
            headline: string;
            name: string;
            plan: components["schemas"]["PublicPlan"];
            /** Format: int64 */
            product_id: number;
        };
        /** @description The upsell step as the payment page needs it. */
        PublicBumps: {
            items: components["schemas"]["PublicBump"][];
            layout: components["schemas"]["BumpLayout"];
            position: components["schemas"]["BumpPosition"];
        };
        /** @description A shop's document as its public page shows it. */
        PublicDocument: {
            document: components["schemas"]["LegalDocument"];
            /** @description The product form the cancellation terms were asked for. */
            product_type?: components["schemas"]["ProductForm"];
            seller: components["schemas"]["OrderSeller"];
        };
        PublicPlan: {
            currency: string;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["PlanKind"];
            /** Format: int64 */
            kind_value: number;
            name: string;
            pay_what_you_want: boolean;
            price: string;
            /** @description The plan's full terms, as core's quote takes them. */
            terms: components["schemas"]["PlanTerms"];
        };
        /** @description A published product as the storefront shows it. */
        PublicProduct: {
            /**
             * @description The order bumps offered with it, in the seller's order; each a
             *     published product of the same seller with the plan offered.
             */
            bumps: components["schemas"]["PublicBumps"];
            category: string | null;
            /** @description How the payment page looks (core's checkout settings). */
            checkout: components["schemas"]["CheckoutSettings"];
            covers: components["schemas"]["CoverUrls"];
            description: string;
            form: string;
            /** Format: int64 */
            id: number;
            name: string;
            pricing_plans: components["schemas"]["PublicPlan"][];
            seller: components["schemas"]["PublicSeller"];
            /** @description How VAT sees the product (from its category). */
            supply: components["schemas"]["SupplyKind"];
            /** @description An event's tickets that are on sale, each with its plan ids. */
            tickets: components["schemas"]["PublicTicket"][];
        };
        PublicSeller: {
            display_name: string;
            /**
             * @description The seller's side of every quote: a client computes the same quote
             *     as the edge from this and a plan's terms.
             */
            terms: components["schemas"]["SellerTerms"];
            /** @description The zone the seller's payment dates are counted in, as an order's. */
            time_zone: string;
            username: string;
        };
        /** @description A shop as its public pages show it. */
        PublicShop: {
            /** @description The shop's name, as its seller calls it. */
            display_name: string;
            /**
             * @description The seller's own theme, which the app's pages of the shop (payment,
             *     thank-you, order) take as the storefront does (issue 30); left out
             *     for the default theme.
             */
            theme?: components["schemas"]["Theme"];
            username: string;
        };
        /** @description A ticket on sale. */
        PublicTicket: {
            ends_at: string;
            /** Format: int64 */
            id: number;
            location_address: string;
            location_short_name: string;
            name: string;
            online: boolean;
            plan_ids: number[];
            /** Format: int64 */
            seats_left: number;
            starts_at: string;
            time_zone: string;
        };
        /**
         * @description A shop's tracking as its pages read it (`GET
         *     /v1/shop/{username}/tracking`, and `PageInput.tracking`, which the
         *     consent island reads from the page): the consent cookie's name and the
         *     active codes.
         */
        PublicTracking: {
            codes: components["schemas"]["PublicTrackingCode"][];
            cookie: string;
            /**
             * @description The shop site's tracking frame (`{shop origin}/_sw/tracking`): where
             *     the payment and thank-you pages, on the app's site, run these codes
             *     (a sandboxed frame of another site; never in their own document).
             *     Only in the API's answer; a shop's own pages run them in place.
             */
            frame?: string;
        };
        /** @description A shop's active code as its public pages load it after consent. */
        PublicTrackingCode: {
            /** @description The consent category the buyer must accept first. */
            category: components["schemas"]["ConsentCategoryId"];
            /** @description A custom code's text, run only inside a sandboxed frame. */
            code?: string;
            /** @description The id, for every kind but a custom code. */
            id?: string;
            kind: components["schemas"]["TrackingCodeKind"];
        };
        /** @description One question of a lesson's quiz. */
        Question: {
            /**
             * @description The indexes of the right options (more than one: "choose all that
             *     apply").
             */
            correct: number[];
            options: string[];
            text: string;
        };
        /** @description The kinds of a ticket question (spec section 3). */
        QuestionKind: ("checkbox" | "open_question" | "select_box") | "service";
        /** @description A question as the buyer sees it (the right options stay on the edge). */
        QuestionOut: {
            /** @description More than one option is right ("choose all that apply"). */
            multiple: boolean;
            options: string[];
            text: string;
        };
        /** @description A lesson's quiz. */
        Quiz: {
            /**
             * Format: uint8
             * @description Attempts a buyer has (0: unlimited).
             * @default 0
             */
            attempts_max: number;
            /**
             * Format: uint8
             * @description The share of right answers that passes, 1 to 100.
             * @default 70
             */
            pass_percent: number;
            questions: components["schemas"]["Question"][];
        };
        QuizAnswer: {
            /**
             * Format: uint32
             * @description None: unlimited.
             */
            attempts_left?: number;
            /** Format: uint32 */
            attempts_used: number;
            passed: boolean;
            /** Format: uint8 */
            score_percent: number;
        };
        /** @description A quiz attempt as the seller's list shows it. */
        QuizAttemptListRow: {
            created_at: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            lesson_id: number;
            /** @description The lesson's title now; none when the seller deleted the lesson. */
            lesson_title: string | null;
            passed: boolean;
            payer_email: string;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            /** Format: int64 */
            score_percent: number;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        QuizAttemptListRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["QuizAttemptListRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /** @description A quiz attempt: per question, the chosen option indexes. */
        QuizBody: {
            answers: number[][];
        };
        /** @description A lesson's quiz. */
        QuizInput: {
            /**
             * Format: uint8
             * @description Attempts a buyer has (0: unlimited).
             * @default 0
             */
            attempts_max: number;
            /**
             * Format: uint8
             * @description The share of right answers that passes, 1 to 100.
             * @default 70
             */
            pass_percent: number;
            questions: components["schemas"]["Question"][];
        };
        QuizOut: {
            /**
             * Format: uint8
             * @description 0: unlimited.
             */
            attempts_max: number;
            /** Format: uint32 */
            attempts_used: number;
            /** Format: uint8 */
            last_score?: number;
            /** Format: uint8 */
            pass_percent: number;
            passed: boolean;
            questions: components["schemas"]["QuestionOut"][];
        };
        /**
         * @description The answer. `due_now` is the first payment; `later` the rest, in date
         *     order (for open-ended subscriptions, the first payments only, with
         *     `open_ended` set). Every amount is a decimal string with the currency's
         *     minor-unit digits, and for every payment `net + vat == gross`.
         */
        Quote: {
            coupon_code: string | null;
            currency: components["schemas"]["Currency"];
            due_now: components["schemas"]["Payment"];
            later: components["schemas"]["Payment"][];
            open_ended: boolean;
            payment_methods: components["schemas"]["PaymentMethod"][];
            /** @description Sum of every payment listed (now and later). */
            total: components["schemas"]["Money"];
            vat_note: string | null;
            vat_treatment: components["schemas"]["VatTreatment"];
        };
        /**
         * @description What a quote is asked for: the body of `POST /v1/checkout/quote`, and
         *     the cart part of an order.
         */
        QuoteAsk: {
            /**
             * @description Chosen price for pay-what-you-want plans, as a decimal string.
             * @default null
             */
            amount: string | null;
            /** @default [] */
            bumps: components["schemas"]["BumpChoiceInput"][];
            buyer: components["schemas"]["BuyerRequestInput"];
            /** @default null */
            coupon_code: string | null;
            /** @default null */
            payment_method: components["schemas"]["PaymentMethod"] | null;
            /** Format: int64 */
            plan_id: number;
            /** Format: int64 */
            product_id: number;
            /**
             * @description Preview a purchase at another moment (RFC 3339); default now on
             *     the edge's clock. A quote only: an order refuses it.
             * @default null
             */
            start: string | null;
            /**
             * @description Time zone the payment dates are counted in; default the seller's
             *     ([`repo::sellers::SELLER_TIME_ZONE`]). A quote only: an order
             *     refuses it.
             * @default null
             */
            time_zone: string | null;
        };
        QuoteBody: {
            /**
             * @description The consents and notices an order of this cart asks (core's
             *     `legal::required_consents`), worded in the request's language: what
             *     a page without core shows, and what the order then stores.
             */
            legal: components["schemas"]["WordedRules"];
            /** Format: int64 */
            plan_id: number;
            /** Format: int64 */
            product_id: number;
            quote: components["schemas"]["Quote"];
        };
        /** @description One line of a payment document. */
        QuoteLine: {
            discount: components["schemas"]["Money"];
            gross: components["schemas"]["Money"];
            /** @description The price before the coupon, as the seller entered it (gross or net). */
            list_price: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            payment: components["schemas"]["DueKind"];
            plan_kind: components["schemas"]["PlanKind"];
            /** Format: int64 */
            product_id: number;
            role: components["schemas"]["ItemRole"];
            vat: components["schemas"]["Money"];
            vat_rate: string;
        };
        /** @description A rate as `/cabinet/order_rates` shows it. */
        RateListRow: {
            amount: string;
            currency: string;
            due_date: string;
            /** Format: int64 */
            failures: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            idx: number;
            /** Format: int64 */
            order_id: number;
            paid_at: string | null;
            payer_email: string;
            payment_state: string;
            /** Format: int64 */
            product_id: number;
            state: string;
            token: string;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        RateListRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["RateListRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /**
         * @description What a refund asks for: `amount`, a decimal string in the order's
         *     currency (up to what was paid and not yet refunded); left out (or an
         *     empty body) for all that is left.
         */
        RefundAsk: {
            /** @default null */
            amount: string | null;
        };
        /**
         * @description `{"input": …, "public_path": …}`: the exact input the edge renders, and
         *     where buyers see it.
         */
        RenderInputBody: {
            input: components["schemas"]["PageInput"];
            /**
             * @description The page's public address (`/s/{u}/…`, `/v/{u}/…`) when it has one
             *     of its own: not for a thank-you page (an order's) or a funnel page
             *     (a funnel run's).
             */
            public_path?: string;
        };
        ResetBody: {
            password: string;
            reset_password_token: string;
        };
        /**
         * @description One route: its method, path pattern, access, and how it treats
         *     `Idempotency-Key`.
         */
        RouteInfo: {
            access: components["schemas"]["Access"];
            idempotency: components["schemas"]["Idempotency"];
            method: string;
            path: string;
        };
        /** @description `{routes}`: the route table, as `GET /v1/dev/routes` answers it. */
        RouteTable: {
            routes: components["schemas"]["RouteInfo"][];
        };
        /**
         * @description Actions of a product row (spec section 3).
         * @enum {string}
         */
        RowAction: "productLinks" | "edit" | "preview" | "productPage" | "archive" | "duplicate" | "unpublish" | "unarchive" | "publish";
        /**
         * @description Which products a coupon is for.
         * @enum {string}
         */
        Scope: "all_products" | "single_product" | "multiple_products";
        SellerProfileBody: {
            seller_profile: components["schemas"]["BusinessStep"];
        };
        /** @description A rate of an order as the seller's detail lists it. */
        SellerRate: {
            amount: components["schemas"]["Money"];
            due_date: string;
            /** Format: uint32 */
            failures: number;
            /** Format: uint */
            index: number;
            paid_at: string | null;
            state: components["schemas"]["OrderRateState"];
        };
        /** @description A shop as the buyer's pages name it. */
        SellerRef: {
            display_name: string;
            username: string;
        };
        /**
         * @description The seller's side: where and how VAT is charged, and the payment
         *     methods the seller has enabled.
         */
        SellerTerms: {
            country: string;
            /** @default [] */
            payment_methods: components["schemas"]["PaymentMethod"][];
            /** @description Seller setting: prices are entered gross (VAT included) or net. */
            prices_include_vat: boolean;
            vat: components["schemas"]["VatStatus"];
        };
        SellersAnswer: {
            sellers: components["schemas"]["PayerSeller"][];
        };
        /**
         * @description `{"sent": true}` (202): a mail is on its way, or would be: the answer
         *     never says whether an address is known.
         */
        Sent: {
            sent: boolean;
        };
        /**
         * @description How a service reaches the buyer.
         * @enum {string}
         */
        ServiceDelivery: "online" | "in_person" | "digital";
        /** @description A service's details (the service form's details step). */
        ServiceDetails: {
            /** @default online */
            delivery: components["schemas"]["ServiceDelivery"];
            /**
             * Format: uint32
             * @description Days until the service is delivered, 1 to 365.
             * @default null
             */
            delivery_days: number | null;
            /**
             * @description What the buyer gets.
             * @default
             */
            details: string;
            /**
             * Format: uint32
             * @description Length of a session in minutes, 5 to 10,080 (a week).
             * @default null
             */
            duration_minutes: number | null;
            /**
             * @description Where, for a service in person.
             * @default
             */
            location: string;
        };
        /** @description A service's details (the service form's details step). */
        ServiceDetailsInput: {
            /** @default online */
            delivery: components["schemas"]["ServiceDelivery"];
            /**
             * Format: uint32
             * @description Days until the service is delivered, 1 to 365.
             * @default null
             */
            delivery_days: number | null;
            /**
             * @description What the buyer gets.
             * @default
             */
            details: string;
            /**
             * Format: uint32
             * @description Length of a session in minutes, 5 to 10,080 (a week).
             * @default null
             */
            duration_minutes: number | null;
            /**
             * @description Where, for a service in person.
             * @default
             */
            location: string;
        };
        /** @description What sign-in, refresh and profile switch answer (spec section 7). */
        SessionBody: {
            access_token: string;
            area: components["schemas"]["Area"];
            expires_at: string;
            profile: components["schemas"]["Profile"];
            profiles: components["schemas"]["Profile"][];
            refresh_expires_at: string;
            refresh_token: string;
            user: components["schemas"]["User"];
        };
        /**
         * @description A course session (one buyer's enrolment in one course) as the seller's
         *     list shows it.
         */
        SessionListRow: {
            completed_at: string | null;
            /** Format: int64 */
            finished_count: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            last_lesson_id: number | null;
            last_seen_at: string | null;
            payer_email: string;
            /** Format: int64 */
            percent: number;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            started_at: string;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        SessionListRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["SessionListRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /**
         * @description `{setup, bump_choices}`: the stored sections (`null` for one never
         *     saved) and the products the upsell step may offer.
         */
        SetupAnswer: {
            bump_choices: components["schemas"]["BumpChoice"][];
            setup: components["schemas"]["ProductSetup"];
        };
        /** @description The seller's shop. */
        Shop: {
            /** @default null */
            description: string | null;
            display_name: string;
            /** @default null */
            logo: components["schemas"]["Image"] | null;
            username: string;
            /**
             * @description The note printed beside every price (a [`crate::messages`] key, from
             *     [`crate::tax::price_note`]: "incl. VAT", "plus VAT" or the seller's
             *     exemption); none where the seller's VAT status is not known.
             */
            vat_note?: string;
        };
        ShopAnswer: {
            courses: components["schemas"]["CourseRow"][];
            memberships: components["schemas"]["MembershipRow"][];
            orders: components["schemas"]["PayerOrder"][];
            seller: components["schemas"]["SellerRef"];
        };
        ShopBody: {
            shop: components["schemas"]["PublicShop"];
        };
        /** @description A category as the cabinet shows it. */
        ShopCategory: {
            color?: string;
            description: string;
            hidden: boolean;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            parent_id?: number;
            /** Format: int64 */
            position: number;
            /** @description The products in it, in their order. */
            product_ids: number[];
            title: string;
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        ShopCategoryList: {
            list: components["schemas"]["ShopCategory"][];
        };
        /** @description A category as the seller writes it. */
        ShopCategoryWrite: {
            /**
             * @description `#rgb` or `#rrggbb`.
             * @default null
             */
            color: string | null;
            /** @default  */
            description: string;
            /** @default false */
            hidden: boolean;
            /**
             * Format: int64
             * @description Another of the seller's categories.
             * @default null
             */
            parent_id: number | null;
            /**
             * Format: int64
             * @default 0
             */
            position: number;
            /**
             * @description The seller's products in it, in their order.
             * @default []
             */
            product_ids: number[];
            title: string;
        };
        /** @description One row of a shop's public product list: what a product card shows. */
        ShopProductSummary: {
            category: string | null;
            covers: components["schemas"]["CoverUrls"];
            created_at: string;
            form: string;
            /** Format: int64 */
            id: number;
            name: string;
            /**
             * @description The product's plans in the seller's order, so a card can name its
             *     price as the product page does.
             */
            pricing_plans: components["schemas"]["PublicPlan"][];
            /** @description The start of the description (at most `SUMMARY_CHARS` characters). */
            summary: string;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        ShopProductSummaryPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["ShopProductSummary"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        SignInBody: {
            email: string;
            /** @default null */
            fingerprint: string | null;
            password: string;
            /** @default null */
            profile_type: string | null;
            /**
             * @description A course or payer sign-in at this shop (`/s/{seller}/sign_in`).
             * @default null
             */
            seller: string | null;
        };
        /**
         * @description The sign-up form (`POST /v1/app/user`, spec section 7), as the browser
         *     sends it after its two steps (e-mail and password, then about you).
         */
        SignUp: {
            /** @default null */
            email: string | null;
            /** @default null */
            first_name: string | null;
            /** @default null */
            last_name: string | null;
            /**
             * @description `en` or `de`; German when missing.
             * @default null
             */
            locale: string | null;
            /** @default null */
            password: string | null;
            /**
             * @description `seller`, `publisher` or `payer`: the profiles one may take oneself.
             * @default null
             */
            profile_type: string | null;
            /** @default false */
            terms_accepted: boolean;
            /** @default null */
            username: string | null;
        };
        /**
         * @description `{buyer}`: who is signed in on the app's site, to fill in the payment
         *     page's address and name (issue 30); `buyer` is `null` for everyone
         *     else. Decisions: it answers 200 either way, so a guest's payment page
         *     shows no failed request; only a current access token counts (it never
         *     renews or ends a session); nothing but the address and the names, never
         *     cached; and only to the app's own pages: a request a browser says comes
         *     from another origin (a shop's site, whose code is the seller's) gets
         *     `null` even with the session's cookie.
         */
        SignedInBody: {
            buyer: components["schemas"]["SignedInBuyer"] | null;
        };
        SignedInBuyer: {
            email: string;
            first_name: string;
            last_name: string;
        };
        /** @description A document version an order was sold under. */
        SoldUnder: {
            /** Format: int64 */
            document_id: number;
            kind: components["schemas"]["DocumentKind"];
            /** @description The name of a set of cancellation terms; empty for the others. */
            name: string;
            /** Format: int64 */
            version: number;
        };
        /**
         * @description One step: the product offered, with which of its plans, the words
         *     shown above it, and the page it is shown on.
         */
        StepDraft: {
            /**
             * @description The price this step offers the plan at, below the plan's own (a
             *     decimal string of the plan's currency); `None`: the plan's price.
             *     See [`offer_plan`].
             * @default null
             */
            offer_price: string | null;
            /**
             * Format: int64
             * @description One of the seller's published funnel pages (the edge checks it);
             *     `None`: core's default funnel page.
             * @default null
             */
            page_id: number | null;
            /** Format: int64 */
            plan_id: number;
            /** Format: int64 */
            product_id: number;
            /** @default  */
            text: string;
            /** @default  */
            title: string;
        };
        StoredMail: {
            created_at: string;
            /** @description Extra headers as sent (name, value), such as `List-Unsubscribe`. */
            headers: [
                string,
                string
            ][];
            /** Format: int64 */
            id: number;
            link: string;
            subject: string;
            text: string;
            to: string;
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        StoredMailList: {
            list: components["schemas"]["StoredMail"][];
        };
        /** @description What a seller enters for the card provider. */
        StripeCredentials: {
            /** @default  */
            publishable_key: string;
            /** @default  */
            secret_key: string;
            /** @default  */
            webhook_secret: string;
        };
        /** @description `{"subscription": …}`. */
        SubscriptionAnswer: {
            subscription: components["schemas"]["EmailSubscription"];
        };
        /** @description `PUT /v1/emails/unsubscribe/{token}`'s body: the categories to change. */
        SubscriptionInput: {
            /** @default null */
            payment_reminders: boolean | null;
        };
        /** @description What is sold, as far as VAT rates care. */
        SupplyKind: "standard" | "e_book" | "e_learning";
        SwitchBody: {
            /** Format: int64 */
            profile_id: number;
        };
        /** @description `{"list": […]}`: the templates of a page type. */
        TemplateList: {
            list: components["schemas"]["PageTemplate"][];
        };
        ThankYouMode: "default" | "custom";
        /** @description The order a thank-you page is about. */
        ThankYouOrder: {
            currency: string;
            manage_url: string;
            message: string | null;
            paid: boolean;
            product_name: string;
            /** @description `paid`, `pending`, ... (the order's payment state). */
            state: string;
            token: string;
            /** @description A decimal string in `currency`. */
            total: string;
        };
        /** @description `{"page": …}`: the seller's thank-you page, `null` when none is published. */
        ThankYouPageBody: {
            page: components["schemas"]["ThankYouPageParts"] | null;
        };
        /** @description A thank-you page as the web app shows it inside its own document. */
        ThankYouPageParts: {
            /**
             * @description Core's `<body>` inside, without its scripts (the app is the script),
             *     its skip link or its `main` landmark (`render::embed::embedded_body`).
             */
            body: string;
            /** @description The page's `lang`. */
            lang: string;
            /**
             * @description Core's style of the page for the shadow root (`render::embed::shadow_style`
             *     of the text of its `<style>`); the body goes into an element of class `sw-body`.
             */
            style: string;
        };
        /**
         * @description The seller's look of the shop: colours as `#rgb`/`#rrggbb` (a colour
         *     that is not one falls back to the default's), the font stack and the
         *     corner radius of buttons and cards.
         */
        Theme: {
            /**
             * @description Links, prices and focus rings.
             * @default #1565c0
             */
            accent: string;
            /**
             * @description The page behind the blocks.
             * @default #f6f7f9
             */
            background: string;
            /**
             * @description The call-to-action buttons.
             * @default #1565c0
             */
            button: string;
            /** @default #ffffff */
            button_text: string;
            /**
             * @description The seller's own font for the text, before [`Theme::font`]'s stack
             *     (see [`font`]); `None`: the stack alone.
             * @default null
             */
            custom_font: components["schemas"]["CustomFont"] | null;
            /** @default sans */
            font: components["schemas"]["ThemeFont"];
            /**
             * @description Secondary text (summaries, captions).
             * @default #57606a
             */
            muted: string;
            /**
             * Format: uint32
             * @description Buttons' corner radius in px (cards use at most 12).
             * @default 8
             */
            radius: number;
            /**
             * @description Cards and the header.
             * @default #ffffff
             */
            surface: string;
            /** @default #1f2328 */
            text: string;
        };
        /** @description `{"theme": …, "custom": …}`: the theme every page of the shop shows. */
        ThemeBody: {
            /** @description Whether the seller chose their own (false: the default theme). */
            custom: boolean;
            theme: components["schemas"]["Theme"];
        };
        /**
         * @description The typeface of a shop's pages: a system stack (after the seller's
         *     [`CustomFont`], when there is one).
         * @enum {string}
         */
        ThemeFont: "sans" | "serif" | "rounded" | "mono";
        /**
         * @description The seller's look of the shop: colours as `#rgb`/`#rrggbb` (a colour
         *     that is not one falls back to the default's), the font stack and the
         *     corner radius of buttons and cards.
         */
        ThemeInput: {
            /**
             * @description Links, prices and focus rings.
             * @default #1565c0
             */
            accent: string;
            /**
             * @description The page behind the blocks.
             * @default #f6f7f9
             */
            background: string;
            /**
             * @description The call-to-action buttons.
             * @default #1565c0
             */
            button: string;
            /** @default #ffffff */
            button_text: string;
            /**
             * @description The seller's own font for the text, before [`Theme::font`]'s stack
             *     (see [`font`]); `None`: the stack alone.
             * @default null
             */
            custom_font: components["schemas"]["CustomFontInput"] | null;
            /** @default sans */
            font: components["schemas"]["ThemeFont"];
            /**
             * @description Secondary text (summaries, captions).
             * @default #57606a
             */
            muted: string;
            /**
             * Format: uint32
             * @description Buttons' corner radius in px (cards use at most 12).
             * @default 8
             */
            radius: number;
            /**
             * @description Cards and the header.
             * @default #ffffff
             */
            surface: string;
            /** @default #1f2328 */
            text: string;
        };
        /** @description The seller's theme: their own, or `null` for the default. */
        ThemeWrite: {
            theme?: components["schemas"]["ThemeInput"] | null;
        };
        /** @description What one tick did. */
        Tick: {
            /** Format: uint */
            charged: number;
            /** Format: uint */
            expired: number;
            /**
             * Format: uint
             * @description Expired CSV exports deleted with their files.
             */
            exports_expired: number;
            /**
             * Format: uint
             * @description Stalled CSV exports whose next chunk was sent again.
             */
            exports_resumed: number;
            /**
             * Format: uint
             * @description Items that failed on our side (logged; the others went on).
             */
            failed: number;
            /**
             * Format: uint
             * @description Logged buyer mails deleted after their retention.
             */
            mail_logs_deleted: number;
            /** Format: uint */
            reconciled: number;
            /** Format: uint */
            relayed: number;
            /**
             * Format: uint
             * @description Reminders of a later rate's charge 3 days ahead, queued.
             */
            reminded: number;
        };
        /**
         * @description A ticket of the buyer, with its QR code (SVG of the code) to show at
         *     the door.
         */
        TicketCode: {
            code: string;
            /** @default  */
            qr_svg: string;
            state: string;
            /** Format: int64 */
            ticket_id: number;
        };
        /** @description What the seller writes about one ticket. */
        TicketDraft: {
            /** Format: uint32 */
            capacity: number;
            /** @default  */
            country_code: string;
            /**
             * @description Local wall-clock end, `YYYY-MM-DDTHH:MM`; empty for "until the start".
             * @default
             */
            ends_at: string;
            /** @default  */
            location_address: string;
            /** @default  */
            location_short_name: string;
            name: string;
            /** @default false */
            online: boolean;
            /** @default  */
            online_url: string;
            /** @default [] */
            questions: components["schemas"]["TicketQuestionInput"][];
            /** @description Local wall-clock start, `YYYY-MM-DDTHH:MM`. */
            starts_at: string;
            /** @description IANA name, e.g. `Europe/Berlin`. */
            time_zone: string;
        };
        /** @description A sold ticket as `/cabinet/payment_tickets` shows it. */
        TicketListRow: {
            code: string;
            created_at: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            order_id: number;
            /** Format: int64 */
            product_id: number;
            state: string;
            /** Format: int64 */
            ticket_id: number;
            used_at: string | null;
        };
        /**
         * @description One page of a list, as every list call answers it (spec section 7:
         *     list, total count, and the page and size actually served).
         *
         *     Decisions (issue 15): the rows are counted only when the request asks
         *     (`counts=true`, the spec's list-call `counts`), at most
         *     `total_count_max` of them (the spec's `totalCountMax`): then
         *     `total_count` and `total_capped` (more than `total_count`, which is
         *     then `total_count_max`) are given; without it they are absent. Every
         *     page says whether more rows follow (`has_more`) and gives the cursors
         *     of the next and previous pages (`next`, `prev`: pass them back as
         *     `after=` / `before=`), when there are such pages.
         */
        TicketListRowPage: {
            /** @description More rows follow this page. */
            has_more: boolean;
            list: components["schemas"]["TicketListRow"][];
            /** @description The next page's cursor (`after=`), when more rows follow. */
            next?: string;
            /** Format: uint32 */
            page: number;
            /** Format: uint32 */
            per: number;
            /** @description The previous page's cursor (`before=`), unless this is the first page. */
            prev?: string;
            /** @description More rows match than `total_count`; only with `counts=true`. */
            total_capped?: boolean;
            /**
             * Format: uint64
             * @description The matching rows, up to `total_count_max`; only with `counts=true`.
             */
            total_count?: number;
            /** Format: uint64 */
            total_count_max: number;
        };
        /** @description One ticket of one event in the overview. */
        TicketOverview: {
            /** Format: int64 */
            capacity: number;
            /** Format: int64 */
            product_id: number;
            product_name: string;
            /** Format: int64 */
            refunded: number;
            /** Format: int64 */
            reserved_count: number;
            /** Format: int64 */
            sold_count: number;
            starts_at: string;
            /** Format: int64 */
            ticket_id: number;
            ticket_name: string;
            time_zone: string;
            /** Format: int64 */
            unused: number;
            /** Format: int64 */
            used: number;
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        TicketOverviewList: {
            list: components["schemas"]["TicketOverview"][];
        };
        /** @description A question the buyer answers for each ticket. */
        TicketQuestion: {
            kind: components["schemas"]["QuestionKind"];
            label: string;
            /** @default [] */
            options: string[];
            /** @default false */
            required: boolean;
        };
        /** @description A question the buyer answers for each ticket. */
        TicketQuestionInput: {
            kind: components["schemas"]["QuestionKind"];
            label: string;
            /** @default [] */
            options: string[];
            /** @default false */
            required: boolean;
        };
        /** @description `{ticket}`: the ticket just admitted. */
        TicketUsed: {
            ticket: components["schemas"]["TicketListRow"];
        };
        TokenBody: {
            token: string;
        };
        /** @description One tracking code of a product (spec section 3, tracking code kinds). */
        TrackingCode: {
            kind: components["schemas"]["TrackingKind"];
            value: string;
        };
        /** @description `{"tracking_code": …}`. */
        TrackingCodeBody: {
            tracking_code: components["schemas"]["TrackingCodeView"];
        };
        /**
         * @description A tracking code as the seller writes it (`POST`/`PUT
         *     /v1/cabinet/tracking_codes`).
         */
        TrackingCodeDraft: {
            /**
             * @description Whether the code loads on the seller's pages (after consent).
             * @default true
             */
            active: boolean;
            /**
             * @description A custom code's HTML and script (run only in a sandboxed frame).
             * @default null
             */
            code: string | null;
            kind: components["schemas"]["TrackingCodeKind"];
            /**
             * @description The seller's own label (optional).
             * @default null
             */
            name: string | null;
            /**
             * @description The id for every kind but a custom code (`G-…`, `GTM-…`, `UA-…`,
             *     15 or 16 digits of a pixel).
             * @default null
             */
            tracking_id: string | null;
        };
        /**
         * @description A kind of tracking code (spec section 3, without `tracify`).
         * @enum {string}
         */
        TrackingCodeKind: "google_analytics" | "google_analytics_4" | "google_tag_manager" | "facebook_pixel" | "custom_tracking_codes";
        /** @description A tracking code as the cabinet shows it. */
        TrackingCodeView: {
            active: boolean;
            /** @description A custom code's text (empty for the other kinds). */
            code: string;
            created_at: string;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["TrackingCodeKind"];
            /** @description The seller's own label (may be empty). */
            name: string;
            /** @description The id (empty for a custom code). */
            tracking_id: string;
            updated_at: string;
        };
        /** @description `{"list": [...]}`: every row at once, no paging (schema `{T}List`). */
        TrackingCodeViewList: {
            list: components["schemas"]["TrackingCodeView"][];
        };
        /**
         * @description The tracking codes that carry an id (spec section 3 "Tracking code
         *     kinds"; custom codes and tracify take free text).
         * @enum {string}
         */
        TrackingKind: "google_analytics" | "google_analytics_4" | "google_tag_manager" | "facebook_pixel";
        /** @description `{"unread": n}`: for the bell. */
        UnreadCount: {
            /** Format: int64 */
            unread: number;
        };
        /** @description An upload in parts as the cabinet sees it. */
        Upload: {
            created_at: string;
            /** @description The parts R2 has taken, by number (1-based): the browser sends the others. */
            done: number[];
            name: string;
            /**
             * Format: uint64
             * @description The bytes of every part but the last.
             */
            part_size: number;
            /**
             * Format: uint64
             * @description How many parts the file has.
             */
            parts: number;
            /**
             * Format: uint64
             * @description The whole file's bytes.
             */
            size: number;
            /** @description The upload's id for the browser to keep (256 random bits). */
            token: string;
        };
        /** @description `{upload}`: an upload in parts and the parts R2 has. */
        UploadAnswer: {
            upload: components["schemas"]["Upload"];
        };
        /** @description The upsell step. */
        Upsell: {
            /** @default [] */
            bumps: components["schemas"]["OrderBump"][];
            /** @default one_column_3 */
            layout: components["schemas"]["BumpLayout"];
            /** @default belowPaymentMethods */
            position: components["schemas"]["BumpPosition"];
        };
        /** @description The upsell step. */
        UpsellInput: {
            /** @default [] */
            bumps: components["schemas"]["OrderBumpInput"][];
            /** @default one_column_3 */
            layout: components["schemas"]["BumpLayout"];
            /** @default belowPaymentMethods */
            position: components["schemas"]["BumpPosition"];
        };
        /** @description A user as the API shows it. */
        User: {
            email: string;
            first_name: string;
            /** Format: int64 */
            id: number;
            last_name: string;
            locale: string;
            username: string | null;
        };
        UserBody: {
            user: components["schemas"]["User"];
        };
        UsernameBody: {
            username: string;
        };
        /**
         * @description From when a certificate is valid.
         * @enum {string}
         */
        Validity: "from_static_date" | "from_payment";
        /**
         * @description Money off, or a percentage off (spec: discount units).
         * @enum {string}
         */
        ValueForm: "currency" | "percents";
        /** @description VAT of one rate on one document. */
        VatGroup: {
            gross: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            rate: string;
            vat: components["schemas"]["Money"];
        };
        /** @description The seller's VAT status: a VAT payer, or exempt for a reason. */
        VatStatus: {
            /** @constant */
            status: "vat_payer";
        } | {
            reason: components["schemas"]["ExemptReason"];
            /** @constant */
            status: "exempt";
        };
        /** @description How the sale is treated, which decides the rate and the document note. */
        VatTreatment: "domestic" | "eu_destination" | "reverse_charge" | "outside_eu" | "seller_exempt" | "seller_outside_eu";
        /** @description A video lesson's video. */
        Video: {
            embed: components["schemas"]["Embed"];
            url: string;
        };
        /** @description Which public page is rendered (and so its address, title and head). */
        View: {
            /** Format: int64 */
            category: number | null;
            /** @constant */
            kind: "shop";
            path: string | null;
        } | {
            /** @constant */
            kind: "product";
            product: components["schemas"]["ProductDetail"];
        } | {
            items: components["schemas"]["ProductCard"][];
            /** @constant */
            kind: "bundle";
            product: components["schemas"]["ProductDetail"];
        } | {
            /** @constant */
            kind: "thank_you";
            order: components["schemas"]["ThankYouOrder"];
        } | {
            /** @constant */
            kind: "funnel";
            offer: components["schemas"]["PageFunnelOffer"];
        } | {
            /** Format: int64 */
            category: number | null;
            /** @constant */
            kind: "landing";
            landing: components["schemas"]["Landing"];
            path: string;
        };
        /** @description What a delivered event did to its order. */
        WebhookApplied: "changed" | "unchanged" | "duplicate" | "amount_mismatch" | "returned" | "not_connected" | "disconnected";
        /**
         * @description `{received, applied}`: the answer to a provider's delivery, received
         *     (always `true`: a refusal is an error answer), and what it did.
         */
        WebhookReceived: {
            applied: components["schemas"]["WebhookApplied"];
            received: boolean;
        };
        /** @description One worded consent or notice, as the page shows it and the order keeps it. */
        Worded: {
            code: string;
            text: string;
        };
        /**
         * @description [`ConsentRules`] with their texts in one language: what the payment
         *     page shows and the edge stores.
         */
        WordedRules: {
            consents: components["schemas"]["Worded"][];
            language: string;
            notices: components["schemas"]["Worded"][];
            /** Format: uint32 */
            texts_version: number;
        };
    };
    responses: {
        /** @description A production worker without its settings refuses to serve */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_v1_admin_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMe"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_app_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_session_admin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMode"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_session_magic_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicSignInBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_session_order_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLinkBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_session_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_session_renew_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    fingerprint?: string;
                    refresh_token?: string;
                };
                "application/x-www-form-urlencoded": {
                    fingerprint?: string;
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUp"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_accept_change_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_change_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBody"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sent"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_check_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Available"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_check_username: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsernameBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Available"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_confirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmationBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmationAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_confirmation_new: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBody"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sent"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_app_user_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_app_user_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailBody"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sent"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_app_user_send_magic_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkBody"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sent"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopCategoryList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_categories: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopCategoryWrite"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_categories_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopCategoryWrite"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_categories_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_coupons: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "code" | "created_at" | "orders_count";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description an id, or several separated by commas (any of them matches) */
                coupon_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetCouponPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_coupons: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponsCreated"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_coupons_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponTermsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_coupons_id_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_courses_lesson_statuses: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "viewed_at" | "finished_at" | "state" | "lesson_id";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                created_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                created_till_time?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonStatusListRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_courses_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseOverviewList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_courses_quiz_attempts: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "created_at" | "score_percent" | "lesson_id";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description `true` or `false` */
                passed?: boolean;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                created_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                created_till_time?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizAttemptListRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_courses_sessions: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "started_at" | "last_seen_at" | "percent" | "product_id";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                created_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                created_till_time?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionListRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_exports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_exports: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewExport"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_exports_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_exports_id_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_funnels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_funnels: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelDraft"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_funnels_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_funnels_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelDraft"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_funnels_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelDeleted"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_funnels_id_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelStatsBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_funnels_id_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                event: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_home: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetHome"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_legal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalOverview"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_legal_cancellation_terms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalDocumentList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_legal_cancellation_terms: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentDraft"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalDocumentBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_legal_cancellation_terms_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentDraft"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalDocumentBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_legal_kind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalDocumentBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_legal_kind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentDraft"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalDocumentBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_legal_kind_template: {
        parameters: {
            query?: {
                /** @description the template's language (German unless `en`) */
                language?: "de" | "en";
            };
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTemplate"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_media: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "created_at" | "name" | "size";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                kind?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_media: {
        parameters: {
            query: {
                /** @description what the file is for: the rules it is checked by */
                purpose: "logo" | "banner" | "image" | "font";
                /** @description the file's name, shown in the library */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "font/otf": unknown;
                "font/ttf": unknown;
                "font/woff": unknown;
                "font/woff2": unknown;
                "image/gif": unknown;
                "image/jpeg": unknown;
                "image/png": unknown;
                "image/webp": unknown;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_media_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_notifications: {
        parameters: {
            query?: {
                /** @description only notifications older than this id (the previous page's `next_before`) */
                before?: number;
                /** @description page size, at most 100 */
                per?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_notifications_read_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_notifications_unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_notifications_id_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_order_rates: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "due_date" | "state" | "order_id";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                order_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                charge_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                charge_to?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateListRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_orders: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "created_at" | "paid_at" | "payment_state" | "product_id";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_state?: string;
                /** @description `true` or `false` */
                exclude_not_completed?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                pricing_plan_id?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_form?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                ticket_id?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_method?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                provider?: string;
                /** @description a two-letter country code, or several separated by commas */
                buyer_country_code?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                created_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                created_till_time?: number;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                success_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                success_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                success_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                success_till_time?: number;
                /** @description an amount of the row's currency, at least 0 (both ends inclusive) */
                order_amount_from?: string;
                /** @description an amount of the row's currency, at least 0 (both ends inclusive) */
                order_amount_to?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                upsell_type?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                funnel_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                funnel_node_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_orders_export: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "created_at" | "paid_at" | "payment_state" | "product_id";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_state?: string;
                /** @description `true` or `false` */
                exclude_not_completed?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                pricing_plan_id?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_form?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                ticket_id?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                payment_method?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                provider?: string;
                /** @description a two-letter country code, or several separated by commas */
                buyer_country_code?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                created_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                created_till_time?: number;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                success_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                success_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                success_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                success_till_time?: number;
                /** @description an amount of the row's currency, at least 0 (both ends inclusive) */
                order_amount_from?: string;
                /** @description an amount of the row's currency, at least 0 (both ends inclusive) */
                order_amount_to?: string;
                /** @description one value, or several separated by commas (any of them matches) */
                upsell_type?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                funnel_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                funnel_node_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_orders_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_orders_id_refund: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundAsk"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_page_templates: {
        parameters: {
            query: {
                /** @description the page type */
                page_type: "shop" | "shopProduct" | "thankYouPage" | "membership" | "course" | "funnel" | "affiliate";
                /** @description the templates' language (else the request's Accept-Language) */
                language?: "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_pages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuilderPageList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_pages: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuilderPageWrite"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_pages_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_pages_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuilderPageWrite"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_pages_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_pages_id_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_pages_id_render_input: {
        parameters: {
            query?: {
                /** @description the published document (as buyers see it) or the draft */
                version?: "published" | "draft";
                /** @description a funnel page only: the token of one of the seller's funnel runs, whose current step the input shows as its page does (no view counted); without, an example offer */
                run?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenderInputBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_pages_id_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_payment_tickets: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "created_at" | "state" | "code";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                ticket_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                order_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketListRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_payment_tickets_export: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "created_at" | "state" | "code";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                state?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                ticket_id?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                order_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_payment_tickets_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOverviewList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_payment_tickets_code_qr_svg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_payment_tickets_code_use: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketUsed"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "name" | "created_at" | "published" | "archived" | "form" | "total_views" | "total_purchases" | "recent_purchase";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                form?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_from?: string;
                /** @description a day, YYYY-MM-DD (both ends inclusive) */
                created_to?: string;
                /** @description the period's start in days before now (one of the presets) */
                created_from_time?: 7 | 30 | 90 | 180 | 365;
                /** @description the period's end in days before now (0: now) */
                created_till_time?: number;
                /** @description `true` or `false` */
                is_published?: boolean;
                /** @description `true` or `false` */
                is_archived?: boolean;
                /** @description `true` or `false` */
                is_private?: boolean;
                /** @description `true` or `false` */
                is_free?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductRowPage"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductDraft"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    patch_v1_cabinet_products_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_content: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_content: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseContentInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_course_publish_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                event: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoursePublishAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_products_id_cover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoversAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_cover_variant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_cover_variant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/gif": unknown;
                "image/jpeg": unknown;
                "image/png": unknown;
                "image/webp": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoversAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_files: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_files: {
        parameters: {
            query: {
                /** @description the file's name */
                name: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": unknown;
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_products_id_files_file_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_files_file_id_content: {
        parameters: {
            query?: never;
            header?: {
                /** @description one byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered with the whole file */
                Range?: string;
            };
            path: {
                id: number;
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Partial content: the one range asked for (`Content-Range`) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Range not satisfiable (`Content-Range: bytes *\/size`) */
            416: {
                headers: {
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_funnel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductFunnelBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductFunnel"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_items: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_items: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemsBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_license_keys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyCountsAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_license_keys: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeysBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeysAdded"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_pricing_plans: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_pricing_plans_plan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                plan_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_products_id_pricing_plans_plan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                plan_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_setup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_setup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSetupInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_tickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetTickets"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_tickets: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketDraft"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetTicketAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_tickets_ticket_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                ticket_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketDraft"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetTicketAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_products_id_tickets_ticket_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                ticket_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_uploads: {
        parameters: {
            query: {
                /** @description the file's name */
                name: string;
                /** @description the whole file's bytes */
                size: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_products_id_uploads_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_products_id_uploads_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_uploads_upload_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_products_id_uploads_upload_parts_number: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                upload: string;
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": unknown;
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_products_id_action: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
                action: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductAnswer"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinetProductAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_seller_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerProfileBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_seller_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessStepInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerProfileBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_settings_notifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_settings_notifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_settings_payment_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_settings_payment_providers_stripe_connect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectStarted"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_settings_payment_providers_stripe_connect_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectComplete"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_settings_payment_providers_provider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeCredentials"] | components["schemas"]["PaypalCredentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_settings_payment_providers_provider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_settings_payment_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodsAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_settings_payment_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MethodsBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodsAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_theme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_theme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThemeWrite"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_tracking_codes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingCodeViewList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_cabinet_tracking_codes: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingCodeDraft"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingCodeBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_cabinet_tracking_codes_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingCodeBody"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_cabinet_tracking_codes_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingCodeDraft"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingCodeBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    delete_v1_cabinet_tracking_codes_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_certificate_checks_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateCheck"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_certificates_token_product_id: {
        parameters: {
            query: {
                /** @description expiry (Unix seconds) */
                exp: number;
                /** @description the link's signature */
                sig: string;
            };
            header?: never;
            path: {
                token: string;
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_checkout_buyer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInBody"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_checkout_funnels_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelOfferBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_funnels_token_steps_node_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                node: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelAnswerBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelDecided"];
                };
            };
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_funnels_token_steps_node_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                node: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelAnswerBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelDecided"];
                };
            };
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_orders: {
        parameters: {
            query?: never;
            header: {
                /** @description 1 to 255 printable characters, not starting with `internal:` (the edge's own keys); a retry with the same key and body answers the first order */
                "Idempotency-Key": string;
                /** @description grants of password-protected products */
                "Product-Access"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderAsk"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNext"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNext"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_checkout_orders_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_orders_token_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_orders_token_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_orders_token_rates_index_pay: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                token: string;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNext"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_orders_token_sign_in: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_checkout_orders_token_thank_you_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThankYouPageBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_checkout_quote: {
        parameters: {
            query?: never;
            header?: {
                /** @description grants of password-protected products */
                "Product-Access"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteAsk"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteBody"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_common_cookies_consent_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentCategoryList"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_common_time_zones_name: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_course_files_user_id_product_id_file_id: {
        parameters: {
            query: {
                /** @description expiry (Unix seconds) */
                exp: number;
                /** @description the link's signature */
                sig: string;
            };
            header?: {
                /** @description one byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered with the whole file */
                Range?: string;
            };
            path: {
                user_id: number;
                product_id: number;
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Partial content: the one range asked for (`Content-Range`) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Answer */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Range not satisfiable (`Content-Range: bytes *\/size`) */
            416: {
                headers: {
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_clock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevClock"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_exports_id_chunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevExportChunk"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChunkRan"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_faults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevFaultsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevFaults"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_dev_mails: {
        parameters: {
            query?: {
                /** @description only the mails to this address */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredMailList"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_notify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevNotification"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notified"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevProvidersInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevProviders"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_dev_routes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteTable"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_sandbox_id_settle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevSettled"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_session_expire_access: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_dev_tick: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tick"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_downloads_token_file_id: {
        parameters: {
            query: {
                /** @description expiry (Unix seconds) */
                exp: number;
                /** @description the link's signature */
                sig: string;
            };
            header?: {
                /** @description one byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered with the whole file */
                Range?: string;
            };
            path: {
                token: string;
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Partial content: the one range asked for (`Content-Range`) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Answer */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Range not satisfiable (`Content-Range: bytes *\/size`) */
            416: {
                headers: {
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_email_logs_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLogAnswer"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_emails_unsubscribe_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionAnswer"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    put_v1_emails_unsubscribe_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_emails_unsubscribe_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_exports_id_download: {
        parameters: {
            query: {
                /** @description the export's seller */
                seller: number;
                /** @description expiry (Unix seconds) */
                exp: number;
                /** @description the link's signature */
                sig: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_health: {
        parameters: {
            query?: {
                /** @description also an R2 round trip and a queue heartbeat */
                deep?: string;
                /** @description whether this heartbeat was consumed */
                heartbeat?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_media_seller_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description one byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered with the whole file */
                Range?: string;
            };
            path: {
                seller: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Partial content: the one range asked for (`Content-Range`) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Range not satisfiable (`Content-Range: bytes *\/size`) */
            416: {
                headers: {
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_openapi_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_orders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayerOrderList"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_s_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_s_username_courses_product_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_s_username_courses_product_id_certificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_s_username_courses_product_id_lessons_lesson_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                product_id: number;
                lesson_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_payer_s_username_courses_product_id_lessons_lesson_id_finish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                product_id: number;
                lesson_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinishAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_payer_s_username_courses_product_id_lessons_lesson_id_quiz: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable characters; a retry with the same key and body replays the first answer (`Idempotent-Replayed: true`) */
                "Idempotency-Key"?: string;
            };
            path: {
                username: string;
                product_id: number;
                lesson_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: the resource's state does not allow this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_s_username_memberships_product_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_payer_sellers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellersAnswer"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_paypal_return_token: {
        parameters: {
            query: {
                /** @description the wallet provider's order id */
                token: string;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_sandbox_pay_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_sandbox_pay_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    action?: string;
                    card_number?: string;
                    iban?: string;
                    result?: string;
                };
                "application/x-www-form-urlencoded": {
                    action?: string;
                    card_number?: string;
                    iban?: string;
                    result?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_sandbox_pay_id_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    action?: string;
                    card_number?: string;
                    iban?: string;
                    result?: string;
                };
                "application/x-www-form-urlencoded": {
                    action?: string;
                    card_number?: string;
                    iban?: string;
                    result?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_language_lang: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lang: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_shop_username_contact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactSent"];
                };
            };
            /** @description See other (`Location`) */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username_coupons_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username_documents_kind: {
        parameters: {
            query?: {
                /** @description cancellation terms: the set (default the shop's first) */
                ct_id?: number;
                /** @description cancellation terms: the product form they are read for */
                product_type?: string;
            };
            header?: never;
            path: {
                username: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicDocument"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username_products: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description page size */
                per?: 10 | 20 | 50 | 100 | 200 | 500;
                /** @description a sort key the list offers (`default`: the one used without it) */
                sort?: "id" | "name" | "created_at";
                /** @description sort direction */
                dir?: "asc" | "desc";
                /** @description search text */
                query?: string;
                /** @description the page after this cursor (a page's `next`); a cursor of another list or sort is 422 */
                after?: string;
                /** @description the page before this cursor (a page's `prev`); not with `after` */
                before?: string;
                /** @description count the matching rows (up to total_count_max) into total_count and total_capped */
                counts?: boolean;
                /** @description one value, or several separated by commas (any of them matches) */
                form?: string;
                /** @description an id, or several separated by commas (any of them matches) */
                product_id?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopProductSummaryPage"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username_products_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description grants of password-protected products */
                "Product-Access"?: string;
            };
            path: {
                username: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_shop_username_products_id_access: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessAnswer"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`Retry-After`) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username_products_id_cover_variant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                id: number;
                variant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    get_v1_shop_username_tracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTracking"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_webhooks_paypal_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A provider could not be reached or failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_webhooks_sandbox_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_webhooks_stripe_username: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: no, a bad or an expired token, or wrong credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
    post_v1_webhooks_stripe_connect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /** @description Bad request: not JSON, or not the shape the route takes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: every problem, each with its field and translation key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Error"];
        };
    };
}
