// Structs as values: returned from functions and assigned, nested struct members, arrays
// inside structs copied by assignment, struct parameters modified locally without effect on
// the caller, and a small vector library of pure functions.
#include <stdio.h>
#include <math.h>

typedef struct { double x, y, z; } vec3;
typedef struct { vec3 pos, vel; double mass; int id; } body;
typedef struct { int n; double v[6]; } smallvec;

static vec3 v_add(vec3 a, vec3 b) { return (vec3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static vec3 v_scale(vec3 a, double s) { return (vec3){a.x * s, a.y * s, a.z * s}; }
static double v_dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static vec3 v_cross(vec3 a, vec3 b)
{
    return (vec3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

static body step(body b, double dt)
{
    b.pos = v_add(b.pos, v_scale(b.vel, dt));
    b.vel.z -= 9.81 * dt;
    b.id += 100;
    return b;
}

static smallvec reversed(smallvec s)
{
    for (int i = 0; i < s.n / 2; i++) {
        double t = s.v[i];
        s.v[i] = s.v[s.n - 1 - i];
        s.v[s.n - 1 - i] = t;
    }
    return s;
}

int main(void)
{
    body b = {{0, 0, 10}, {1, 2, 0}, 2.5, 1};
    body orig = b;
    for (int i = 0; i < 5; i++)
        b = step(b, 0.1);
    printf("b id %d pos (%.4f %.4f %.4f) vel.z %.4f orig id %d pos.z %.1f\n", b.id, b.pos.x,
           b.pos.y, b.pos.z, b.vel.z, orig.id, orig.pos.z);
    vec3 a = {1, 2, 3}, c = {-2, 0.5, 4};
    vec3 x = v_cross(a, c);
    printf("cross (%.2f %.2f %.2f) dot %.2f |x| %.4f perp %.1f\n", x.x, x.y, x.z, v_dot(a, c),
           sqrt(v_dot(x, x)), v_dot(x, a));
    smallvec s = {5, {1, 2, 3, 4, 5}}, r = reversed(s), copy;
    copy = r;
    copy.v[0] = 99;
    printf("s0 %.0f r0 %.0f r4 %.0f copy0 %.0f n %d\n", s.v[0], r.v[0], r.v[4], copy.v[0], r.n);
    body arr[3];
    for (int i = 0; i < 3; i++)
        arr[i] = step((body){.pos = {i, i, i}, .vel = {1, 1, 1}, .id = i}, 1.0);
    body *best = &arr[0];
    for (int i = 1; i < 3; i++)
        if (arr[i].pos.x > best->pos.x)
            best = &arr[i];
    printf("best id %d x %.1f z %.2f\n", best->id, best->pos.x, best->pos.z);
    return 0;
}
