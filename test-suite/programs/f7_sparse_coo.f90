! Sparse matrix handling as in finite-volume and graph codes: a 2-D Laplacian assembled in
! coordinate (COO) form with duplicate entries, converted to CSR by a counting sort with
! duplicates summed, the CSR transpose, sparse matrix-vector products checked against a dense
! copy, the diagonal extracted, a few Jacobi sweeps, and row statistics with PACK/COUNT.
program f7_sparse_coo
  implicit none
  integer, parameter :: dp = kind(1.0d0), m = 5, n = m * m, maxnz = 9 * n
  integer :: ci(maxnz), cj(maxnz), nzc, rowptr(n + 1), colind(maxnz), nnz
  integer :: trow(n + 1), tcol(maxnz), i, j, k, p
  real(dp) :: cv(maxnz), val(maxnz), tval(maxnz), dense(n, n), x(n), y(n), yt(n), b(n)
  real(dp) :: diag(n), xj(n)

  ! assemble the 5-point Laplacian edge by edge: each interior edge adds a 2x2 block,
  ! so diagonal entries arrive as duplicates that must be summed
  nzc = 0
  do j = 1, m
    do i = 1, m
      k = i + (j - 1) * m
      if (i < m) call add_edge(k, k + 1, 1.0_dp + 0.1_dp * j)
      if (j < m) call add_edge(k, k + m, 1.0_dp)
      call add(k, k, 0.5_dp)
    end do
  end do
  print *, 'coo entries', nzc

  call coo_to_csr(n, nzc, ci, cj, cv, rowptr, colind, val, nnz)
  print *, 'csr nnz', nnz, ' row lengths', rowptr(2:n + 1) - rowptr(1:n)
  dense = 0
  do k = 1, nzc
    dense(ci(k), cj(k)) = dense(ci(k), cj(k)) + cv(k)
  end do
  print *, 'dense nnz', count(dense /= 0), ' symmetric', all(dense == transpose(dense))

  x = [(sin(0.3_dp * i), i = 1, n)]
  call csr_matvec(n, rowptr, colind, val, x, y)
  print *, 'matvec ok', maxval(abs(y - matmul(dense, x))) < 1.0e-13_dp
  write (*, '(5f12.7)') y

  call csr_transpose(n, rowptr, colind, val, trow, tcol, tval)
  call csr_matvec(n, trow, tcol, tval, x, yt)
  print *, 'transpose ok', maxval(abs(yt - matmul(transpose(dense), x))) < 1.0e-13_dp

  do i = 1, n
    diag(i) = 0
    do p = rowptr(i), rowptr(i + 1) - 1
      if (colind(p) == i) diag(i) = val(p)
    end do
  end do
  write (*, '(a, 5f8.3)') 'diag head', diag(1:5)
  b = 1
  xj = 0
  do k = 1, 30
    call csr_matvec(n, rowptr, colind, val, xj, y)
    xj = xj + (b - y) / diag
  end do
  call csr_matvec(n, rowptr, colind, val, xj, y)
  write (*, '(a, es12.4)') 'jacobi residual', maxval(abs(b - y))
  write (*, '(a, 5f10.6)') 'xj corner', xj([1, m, n - m + 1, n, (n + 1) / 2])
  print *, 'heavy rows', pack([(i, i = 1, n)], rowptr(2:) - rowptr(:n) == 5)
contains
  subroutine add(r, c, v)
    integer, intent(in) :: r, c
    real(dp), intent(in) :: v
    nzc = nzc + 1
    ci(nzc) = r
    cj(nzc) = c
    cv(nzc) = v
  end subroutine add

  subroutine add_edge(a, b2, w)
    integer, intent(in) :: a, b2
    real(dp), intent(in) :: w
    call add(a, a, w)
    call add(b2, b2, w)
    call add(a, b2, -w)
    call add(b2, a, -w)
  end subroutine add_edge

  subroutine coo_to_csr(nr, nz, r, c, v, ptr, col, vout, nout)
    integer, intent(in) :: nr, nz, r(:), c(:)
    real(dp), intent(in) :: v(:)
    integer, intent(out) :: ptr(:), col(:), nout
    real(dp), intent(out) :: vout(:)
    integer :: cnt(nr + 1), pos(nr), q, row, s, e, w
    cnt = 0
    do q = 1, nz
      cnt(r(q) + 1) = cnt(r(q) + 1) + 1
    end do
    cnt(1) = 1
    do row = 2, nr + 1
      cnt(row) = cnt(row) + cnt(row - 1)
    end do
    pos = cnt(1:nr)
    do q = 1, nz
      col(pos(r(q))) = c(q)
      vout(pos(r(q))) = v(q)
      pos(r(q)) = pos(r(q)) + 1
    end do
    ! sort each row by column (insertion sort) and sum duplicates in place
    nout = 0
    ptr(1) = 1
    do row = 1, nr
      s = cnt(row)
      e = cnt(row + 1) - 1
      call sort_row(col(s:e), vout(s:e))
      w = nout
      do q = s, e
        if (w > nout .and. col(max(w, 1)) == col(q)) then
          vout(w) = vout(w) + vout(q)
        else
          w = w + 1
          col(w) = col(q)
          vout(w) = vout(q)
        end if
      end do
      nout = w
      ptr(row + 1) = nout + 1
    end do
  end subroutine coo_to_csr

  subroutine sort_row(c, v)
    integer, intent(inout) :: c(:)
    real(dp), intent(inout) :: v(:)
    integer :: a, b2, tc
    real(dp) :: tv
    do a = 2, size(c)
      tc = c(a)
      tv = v(a)
      b2 = a - 1
      do while (b2 >= 1)
        if (c(b2) <= tc) exit
        c(b2 + 1) = c(b2)
        v(b2 + 1) = v(b2)
        b2 = b2 - 1
      end do
      c(b2 + 1) = tc
      v(b2 + 1) = tv
    end do
  end subroutine sort_row

  subroutine csr_matvec(nr, ptr, col, v, xin, yout)
    integer, intent(in) :: nr, ptr(:), col(:)
    real(dp), intent(in) :: v(:), xin(:)
    real(dp), intent(out) :: yout(:)
    integer :: row
    do row = 1, nr
      yout(row) = dot_product(v(ptr(row):ptr(row + 1) - 1), xin(col(ptr(row):ptr(row + 1) - 1)))
    end do
  end subroutine csr_matvec

  subroutine csr_transpose(nr, ptr, col, v, tptr, tcolv, tv)
    integer, intent(in) :: nr, ptr(:), col(:)
    real(dp), intent(in) :: v(:)
    integer, intent(out) :: tptr(:), tcolv(:)
    real(dp), intent(out) :: tv(:)
    integer :: row, q, nxt(nr)
    tptr = 0
    do q = 1, ptr(nr + 1) - 1
      tptr(col(q) + 1) = tptr(col(q) + 1) + 1
    end do
    tptr(1) = 1
    do row = 2, nr + 1
      tptr(row) = tptr(row) + tptr(row - 1)
    end do
    nxt = tptr(1:nr)
    do row = 1, nr
      do q = ptr(row), ptr(row + 1) - 1
        tcolv(nxt(col(q))) = row
        tv(nxt(col(q))) = v(q)
        nxt(col(q)) = nxt(col(q)) + 1
      end do
    end do
  end subroutine csr_transpose
end program f7_sparse_coo
