/* `restrict` on a pointer parameter (its own pointer, also a pointer to rows) becomes
   `noalias_params`, LLVM's `noalias`; a pointer to a restrict pointer does not. */
void axpy(int n, double a, const double *restrict x, double *restrict y, double *z,
          double *restrict *w)
{
    int i;
    for (i = 0; i < n; i++)
        y[i] += a * x[i] + z[i] + w[0][i];
}

void rows(int n, double (*restrict out)[4], double (*in)[4])
{
    int i;
    for (i = 0; i < n; i++)
        out[i][1] = in[i][2];
}
