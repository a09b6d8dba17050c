! A scratch-memory arena over libc's malloc, memset, memcpy and free (BIND(C) interfaces
! to the C library, no C source of its own): blocks handed out as TYPE(C_PTR), viewed
! through C_F_POINTER as 1-D and 2-D REAL(8) arrays and as a derived-type record, byte
! counts from C_SIZEOF, C_LOC of arrays and elements, C_ASSOCIATED of equal and different
! addresses, and a BIND(C) module variable.
module arena
  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_size_t, c_int, c_double, &
      c_loc, c_f_pointer, c_associated, c_sizeof, c_int64_t
  implicit none
  private
  public :: arena_alloc, arena_release, arena_used, c_memcpy, c_memset, particle
  integer(c_int), bind(c, name='cx_arena_blocks') :: blocks
  public :: blocks
  integer(c_size_t) :: used = 0
  type, bind(c) :: particle
    real(c_double) :: x(3), v(3)
    integer(c_int64_t) :: id
  end type particle
  interface
    type(c_ptr) function c_malloc(n) bind(c, name='malloc')
      import :: c_ptr, c_size_t
      integer(c_size_t), value :: n
    end function c_malloc
    subroutine c_free(p) bind(c, name='free')
      import :: c_ptr
      type(c_ptr), value :: p
    end subroutine c_free
    type(c_ptr) function c_memset(p, v, n) bind(c, name='memset')
      import :: c_ptr, c_int, c_size_t
      type(c_ptr), value :: p
      integer(c_int), value :: v
      integer(c_size_t), value :: n
    end function c_memset
    type(c_ptr) function c_memcpy(d, s, n) bind(c, name='memcpy')
      import :: c_ptr, c_size_t
      type(c_ptr), value :: d, s
      integer(c_size_t), value :: n
    end function c_memcpy
  end interface
contains
  type(c_ptr) function arena_alloc(nbytes) result(p)
    integer(c_size_t), intent(in) :: nbytes
    type(c_ptr) :: q
    p = c_malloc(nbytes)
    if (.not. c_associated(p)) stop 'out of memory'
    q = c_memset(p, 0, nbytes)
    if (.not. c_associated(p, q)) stop 'memset returned another address'
    used = used + nbytes
    blocks = blocks + 1
  end function arena_alloc

  subroutine arena_release(p, nbytes)
    type(c_ptr), intent(inout) :: p
    integer(c_size_t), intent(in) :: nbytes
    call c_free(p)
    p = c_null_ptr
    used = used - nbytes
    blocks = blocks - 1
  end subroutine arena_release

  integer(c_size_t) function arena_used()
    arena_used = used
  end function arena_used
end module arena

program cx_c_workspace
  use arena
  use, intrinsic :: iso_c_binding
  implicit none
  integer, parameter :: nx = 6, ny = 5, np = 4
  real(c_double), target :: field(nx, ny)
  real(c_double), pointer :: buf(:), grid(:, :), cell
  type(particle), pointer :: parts(:), one
  type(particle), target :: probe
  type(c_ptr) :: pa, pb, pc, t
  integer(c_size_t) :: fbytes, pbytes
  integer :: i, j
  real(8) :: s

  do j = 1, ny
    do i = 1, nx
      field(i, j) = i + 10 * j + 0.5d0 * mod(i * j, 3)
    end do
  end do
  fbytes = c_sizeof(field)
  pbytes = c_sizeof(probe) * np
  print '(a, i6, i6, i4)', 'bytes (field, particles, one real):', fbytes, pbytes, &
      c_sizeof(field(1, 1))

  pa = arena_alloc(fbytes)
  pb = arena_alloc(pbytes)
  print '(a, i6, i3)', 'arena bytes, blocks:', arena_used(), blocks

  ! A flat copy of the field, then a 2-D view with the rows and columns swapped.
  t = c_memcpy(pa, c_loc(field), fbytes)
  call c_f_pointer(pa, buf, [nx * ny])
  print '(a, f10.2, f10.2)', 'flat copy ends:', buf(1), buf(nx * ny)
  print '(a, l2)', 'flat equals field:', all(buf == reshape(field, [nx * ny]))
  call c_f_pointer(pa, grid, [ny, nx])
  print '(a, 2i3, 2i3)', 'grid bounds:', lbound(grid), ubound(grid)
  s = 0
  do j = 1, nx
    do i = 1, ny
      s = s + grid(i, j) * i
    end do
  end do
  print '(a, f14.3)', 'reinterpreted checksum:', s
  grid(2, 3) = -1d0
  print '(a, f8.2)', 'written via grid, read via buf:', buf(2 + (3 - 1) * ny)

  ! A scalar view of one element.
  call c_f_pointer(c_loc(field(3, 2)), cell)
  cell = cell * 100
  print '(a, f10.2)', 'field(3,2) through a scalar pointer:', field(3, 2)
  print '(a, l2, l2)', 'same / other address:', &
      c_associated(c_loc(field(3, 2)), c_loc(cell)), c_associated(c_loc(field), c_loc(cell))

  ! Particle records in C memory.
  call c_f_pointer(pb, parts, [np])
  print '(a, l2)', 'zeroed by memset:', all(parts%id == 0)
  do i = 1, np
    parts(i)%id = 1000 + i
    do j = 1, 3
      parts(i)%x(j) = i * j
      parts(i)%v(j) = -0.5d0 * parts(i)%x(j)
    end do
  end do
  call c_f_pointer(c_loc(parts(3)), one)
  print '(a, i6, 3f7.2)', 'particle 3:', one%id, one%v
  probe = parts(np)
  print '(a, i6, f8.2)', 'copied record:', probe%id, sum(probe%x)

  call arena_release(pa, fbytes)
  call arena_release(pb, pbytes)
  pc = c_null_ptr
  print '(a, l2, l2, i4, i3)', 'released:', c_associated(pa), c_associated(pc), &
      int(arena_used()), blocks
end program cx_c_workspace
