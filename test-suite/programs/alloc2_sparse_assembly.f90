! Finite-element style sparse-matrix assembly: element contributions are appended to
! coordinate (COO) lists that grow with MOVE_ALLOC, then converted to compressed rows (CSR)
! with duplicate entries summed; the matrix is applied to a vector and its diagonal
! checked. The assembly's statistics are ALLOCATABLE scalars of a module, set on first use.
module coo_store
  implicit none
  integer, allocatable :: rows(:), cols(:)
  real(8), allocatable :: vals(:)
  integer :: nnz = 0
  integer, allocatable :: grow_count
  real(8), allocatable :: largest
contains
  subroutine add_entry(i, j, v)
    integer, intent(in) :: i, j
    real(8), intent(in) :: v
    integer, allocatable :: ti(:), tj(:)
    real(8), allocatable :: tv(:)
    integer :: cap
    if (.not. allocated(rows)) then
      allocate(rows(4), cols(4), vals(4))
      grow_count = 0
    end if
    cap = size(rows)
    if (nnz == cap) then
      allocate(ti(2 * cap), tj(2 * cap), tv(2 * cap))
      ti(1:nnz) = rows(1:nnz)
      tj(1:nnz) = cols(1:nnz)
      tv(1:nnz) = vals(1:nnz)
      call move_alloc(ti, rows)
      call move_alloc(tj, cols)
      call move_alloc(tv, vals)
      grow_count = grow_count + 1
    end if
    nnz = nnz + 1
    rows(nnz) = i
    cols(nnz) = j
    vals(nnz) = v
    if (.not. allocated(largest)) then
      largest = abs(v)
    else
      largest = max(largest, abs(v))
    end if
  end subroutine add_entry
end module coo_store

program alloc2_sparse_assembly
  use coo_store
  implicit none
  integer, parameter :: nel = 24, n = nel + 1
  integer, allocatable :: rowptr(:), colind(:)
  real(8), allocatable :: a(:), x(:), y(:), diag(:)
  integer :: e, k, i, p, q, nz
  real(8) :: h, ke(2, 2)
  integer :: nodes(2)

  ! 1-D linear elements with a varying stiffness.
  do e = 1, nel
    h = 1.0d0 / nel
    ke = reshape([1d0, -1d0, -1d0, 1d0], [2, 2]) * (1.0d0 + 0.1d0 * e) / h
    nodes = [e, e + 1]
    do q = 1, 2
      do p = 1, 2
        call add_entry(nodes(p), nodes(q), ke(p, q))
      end do
    end do
  end do
  print *, 'coo entries', nnz, 'capacity', size(rows), 'grown', grow_count, 'times'
  print *, 'largest |v|', largest

  ! COO to CSR, summing duplicates.
  allocate(rowptr(n + 1))
  rowptr = 0
  do k = 1, nnz
    rowptr(rows(k) + 1) = rowptr(rows(k) + 1) + 1
  end do
  rowptr(1) = 1
  do i = 1, n
    rowptr(i + 1) = rowptr(i + 1) + rowptr(i)
  end do
  allocate(colind(nnz), a(nnz))
  block
    integer, allocatable :: fill(:)
    allocate(fill(n))
    fill = rowptr(1:n)
    do k = 1, nnz
      colind(fill(rows(k))) = cols(k)
      a(fill(rows(k))) = vals(k)
      fill(rows(k)) = fill(rows(k)) + 1
    end do
  end block
  ! Sum duplicates within each row (entries of a row sorted by column first).
  nz = 0
  block
    integer :: start, j, m
    integer, allocatable :: newptr(:), newcol(:)
    real(8), allocatable :: newval(:)
    allocate(newptr(n + 1), newcol(nnz), newval(nnz))
    newptr(1) = 1
    do i = 1, n
      start = rowptr(i)
      do j = start + 1, rowptr(i + 1) - 1
        m = j
        do while (m > start)
          if (colind(m - 1) <= colind(m)) exit
          call swap(m - 1, m)
          m = m - 1
        end do
      end do
      do j = start, rowptr(i + 1) - 1
        if (nz >= newptr(i)) then
          if (newcol(nz) == colind(j)) then
            newval(nz) = newval(nz) + a(j)
            cycle
          end if
        end if
        nz = nz + 1
        newcol(nz) = colind(j)
        newval(nz) = a(j)
      end do
      newptr(i + 1) = nz + 1
    end do
    call move_alloc(newptr, rowptr)
    call move_alloc(newcol, colind)
    call move_alloc(newval, a)
  end block
  print *, 'csr nonzeros', nz, 'of', size(a), 'rows', size(rowptr) - 1

  allocate(x(n), y(n), diag(n))
  x = [(sin(0.2d0 * i), i = 1, n)]
  do i = 1, n
    y(i) = 0
    do k = rowptr(i), rowptr(i + 1) - 1
      y(i) = y(i) + a(k) * x(colind(k))
      if (colind(k) == i) diag(i) = a(k)
    end do
  end do
  print '(a, es22.14)', 'sum|y|   ', sum(abs(y))
  print '(a, es22.14)', 'y . x    ', dot_product(y, x)
  print '(4f12.4)', diag(1:n:3)
  print *, 'row lengths', (rowptr(i + 1) - rowptr(i), i = 1, n, 6)
contains
  subroutine swap(i1, i2)
    integer, intent(in) :: i1, i2
    integer :: tc
    real(8) :: tv
    tc = colind(i1); colind(i1) = colind(i2); colind(i2) = tc
    tv = a(i1); a(i1) = a(i2); a(i2) = tv
  end subroutine swap
end program alloc2_sparse_assembly
